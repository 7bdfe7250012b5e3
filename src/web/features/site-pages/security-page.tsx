// /security: how Signet protects accounts, documents and signatures.
import { ContentPage, ContentSection } from './components/content-page';

export function SecurityPage() {
  return (
    <ContentPage
      eyebrow="Product"
      title="Security"
      lead="Signet is built so that a document, its signatures and its history can be trusted, on a server you control."
    >
      <ContentSection title="Accounts">
        <ul>
          <li>Passwords are stored as argon2id hashes; nobody, including the operator, can read them.</li>
          <li>Sessions live on the server in a cookie scripts cannot read, and end when you log out.</li>
          <li>Repeated failed sign-ins are limited, and administrators can require two-factor sign-in.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Documents and signing links">
        <ul>
          <li>Documents are only ever served by this server, to people allowed to see them.</li>
          <li>Each signer gets a personal link built on a long random token that cannot be guessed.</li>
          <li>
            An optional PIN protects a document; wrong PINs are rate-limited and lock the link after repeated
            failures.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Sealed documents">
        <p>
          When the last signer signs, Signet stamps the signatures into the PDF, adds a completion certificate
          with the SHA-256 fingerprint of the original file and every signer’s details, and signs the result
          with a cryptographic PDF signature. Any later change to the file breaks that signature.
        </p>
      </ContentSection>
      <ContentSection title="The web application">
        <p>
          A strict Content Security Policy allows scripts from this server only, so third-party code cannot
          run in your session. Every request is validated on the server, and an audit trail records every
          event on a document.
        </p>
      </ContentSection>
      <ContentSection title="Reporting a vulnerability">
        <p>
          Found a security problem? Please report it privately to the operator through the contact page, with
          enough detail to reproduce it, and give them time to fix it before disclosing it.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
