// /enterprise: running Signet for a whole organisation.
import { ContentPage, ContentSection } from './components/content-page';

export function EnterprisePage() {
  return (
    <ContentPage
      eyebrow="Product"
      title="Signet for organisations"
      lead="Run e-signatures on your own infrastructure, with your own domain, mail server and storage, and no per-seat fees to a vendor."
    >
      <ContentSection title="Deploy it your way">
        <ul>
          <li>A single process with an embedded database for small teams: nothing else to install.</li>
          <li>
            PostgreSQL and S3-compatible storage with several application processes behind a load balancer for
            larger organisations.
          </li>
          <li>Your own SMTP server for every invitation, reminder and completed-document email.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Administration">
        <ul>
          <li>Manage users and their plans, including unlimited plans granted by an administrator.</li>
          <li>Security settings: session length, sign-in lock-out, password rules and two-factor sign-in.</li>
          <li>Sign-in with Google or Facebook once you enter your own OAuth credentials.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Integrations">
        <p>
          Webhooks notify your systems when documents are viewed, signed or completed, signed with HMAC-SHA256
          and retried until delivered. A REST API with API keys lets your applications send documents for
          signature.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
