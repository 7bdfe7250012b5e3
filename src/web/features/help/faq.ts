// The FAQ's questions and answers. Plans and limits come from the one plans definition, so the
// answers change when the plans do.
import { PLANS, PUBLIC_PLANS, type Plan } from '../../../shared/plans';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

const documents = (p: Plan) =>
  p.monthlyDocuments === null ? 'unlimited documents' : `up to ${p.monthlyDocuments} documents a month`;
const signers = (p: Plan) =>
  p.signersPerDocument === null ? 'unlimited signers' : `up to ${p.signersPerDocument} signers per document`;
const price = (p: Plan) => (p.priceIls ? `₪${p.priceIls} a month` : 'free');

export function buildFaq(opts: { maxUploadSizeMb: number }): FaqEntry[] {
  const free = PLANS.free;
  const vip = PLANS.vip;
  const paid = PUBLIC_PLANS.filter((p) => p.priceIls);
  return [
    {
      id: 'free-plan',
      question: 'What does the Free plan include?',
      answer: [
        `The Free plan lets you send ${documents(free)}, with ${signers(free)}. Documents are kept for ${free.retentionDays} days.`,
      ],
    },
    {
      id: 'plans',
      question: 'What do the other plans include?',
      answer: [
        ...paid.map(
          (p) =>
            `${p.name} (${price(p)}): ${documents(p)}, ${signers(p)}, documents kept for ${p.retentionDays} days${p.apiAccess ? ', API access' : ''}.`,
        ),
        `${vip.name}: ${documents(vip)} and ${signers(vip)}. It is granted by an administrator.`,
      ],
    },
    {
      id: 'limit',
      question: 'What happens when I reach my monthly limit?',
      answer: [
        'Signet tells you which limit you reached and offers an upgrade; nothing you already have is lost. Your document count starts again on the first day of each month.',
      ],
    },
    {
      id: 'upgrade',
      question: 'How do I upgrade my plan?',
      answer: [
        'Choose Upgrade on your profile and pick a plan. Your request goes to the administrators of this Signet, who change the plan for you; there is no card payment in the app.',
      ],
    },
    {
      id: 'signers-account',
      question: 'Do the people who sign need an account?',
      answer: [
        'No. Every signer gets their own link by email (or from you) and signs in the browser, on a phone or a computer. You can protect a document with a PIN of 4 to 8 digits.',
      ],
    },
    {
      id: 'file-types',
      question: 'Which files can I upload?',
      answer: [
        `PDF files, images (JPG, PNG, WEBP, GIF) and Word documents (DOC, DOCX), up to ${opts.maxUploadSizeMb} MB. Images and Word documents are turned into a PDF when you upload them.`,
      ],
    },
    {
      id: 'retention',
      question: 'How long are my documents kept?',
      answer: [
        `As long as your plan says: ${free.retentionDays} days on the Free plan, ${PLANS.basic.retentionDays} days on the paid plans, counted from the upload. We email you 24 hours before a document is deleted, so you can download it.`,
      ],
    },
    {
      id: 'proof',
      question: 'How does Signet prove who signed?',
      answer: [
        'Each signature is recorded with the signer’s name, email, IP address and time, in an audit trail that shows any later change. When everyone has signed, the PDF gets a completion certificate and a digital seal.',
        'Anyone can check a signed PDF on the Verify page. Whether an electronic signature suits a particular document depends on the law that applies to it.',
      ],
    },
    {
      id: 'contracts',
      question: 'Can Signet write a contract for me?',
      answer: [
        'The Contract Generator turns a client, a service, a price and dates into a service contract PDF with your company details, ready to sign. Generate & Send also invites the client to sign it.',
      ],
    },
  ];
}
