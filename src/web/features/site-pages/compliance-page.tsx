// /compliance: what kind of electronic signature Signet produces, without overclaiming.
import { ContentPage, ContentSection } from './components/content-page';

export function CompliancePage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Compliance"
      lead="What Signet’s signatures are, what evidence they carry, and where their limits are."
    >
      <ContentSection title="The kind of signature Signet creates">
        <p>
          Signet creates electronic signatures backed by an audit trail: who signed, their email address when
          known, IP address, browser, and the time of viewing and signing. Completed documents are sealed with
          a digital signature so that later changes can be detected.
        </p>
        <p>
          Laws such as the US ESIGN Act and UETA, the EU’s eIDAS regulation and Israel’s Electronic Signature
          Law generally accept electronic signatures like these for most agreements. Signet does not issue
          qualified (eIDAS) or certified signatures, which some transactions require.
        </p>
      </ContentSection>
      <ContentSection title="Documents that may need more">
        <p>
          Wills, some real-estate and family-law documents, court filings and notarised documents often need a
          handwritten, qualified or witnessed signature. Check the rules that apply to your document and ask a
          lawyer when in doubt.
        </p>
      </ContentSection>
      <ContentSection title="Data residency">
        <p>
          Because Signet is self-hosted, documents stay in the country and data centre where the operator runs
          it. The operator decides on backups, encryption at rest and who can administer the server.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
