// Email templates in Signet's look: every message has an HTML and a plain-text body.
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailLayout {
  siteName: string;
  /** The administrator's site description, under the signature of every message. */
  siteDescription?: string;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

interface Block {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

function render(layout: MailLayout, subject: string, block: Block): RenderedMail {
  const site = escapeHtml(layout.siteName);
  const paras = block.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('');
  const button = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(block.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#64748b;word-break:break-all">Or paste this link into your browser: ${escapeHtml(block.action.url)}</p>`
    : '';
  const foot = block.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#64748b">${escapeHtml(block.footnote)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><div style="font-weight:700;font-size:18px;color:#4f46e5;margin-bottom:24px">&#9998; ${site}</div>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(block.heading)}</h1>${paras}${button}${foot}</td></tr></table>
<p style="font-size:12px;color:#94a3b8;margin-top:16px">Sent by ${site}${layout.siteDescription ? ` · ${escapeHtml(layout.siteDescription)}` : ''}</p></td></tr></table></body></html>`;
  const text = [
    block.heading,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ''] : []),
    ...(block.footnote ? [block.footnote, ''] : []),
    `— ${layout.siteName}${layout.siteDescription ? `: ${layout.siteDescription}` : ''}`,
  ].join('\n');
  return { subject, html, text };
}

export const templates = {
  verifyEmail: (l: MailLayout, d: { name: string; url: string }) =>
    render(l, `Confirm your email address for ${l.siteName}`, {
      heading: `Welcome, ${d.name}`,
      paragraphs: ['Please confirm your email address so we can keep your account secure.'],
      action: { label: 'Confirm email address', url: d.url },
      footnote: 'The link is valid for 48 hours. If you did not create an account, ignore this message.',
    }),
  passwordReset: (l: MailLayout, d: { name: string; url: string }) =>
    render(l, `Reset your ${l.siteName} password`, {
      heading: 'Reset your password',
      paragraphs: [`Hi ${d.name}, someone asked to reset the password of your account.`],
      action: { label: 'Choose a new password', url: d.url },
      footnote:
        'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this message.',
    }),
  passwordChanged: (l: MailLayout, d: { name: string }) =>
    render(l, `Your ${l.siteName} password was changed`, {
      heading: 'Your password was changed',
      paragraphs: [
        `Hi ${d.name}, the password of your account was just changed and your other sessions were signed out.`,
        'If this was not you, reset your password now and contact support.',
      ],
    }),
  documentExpiring: (
    l: MailLayout,
    d: { name: string; documentName: string; expiresAt: string; url: string },
  ) =>
    render(l, `"${d.documentName}" will be deleted in 24 hours`, {
      heading: 'Your document expires soon',
      paragraphs: [
        `Hi ${d.name}, "${d.documentName}" reaches the end of its retention period on ${d.expiresAt} and its file will then be deleted.`,
        'Download it now if you want to keep a copy. Its audit trail stays available.',
      ],
      action: { label: 'Open the document', url: d.url },
    }),
  signingInvitation: (
    l: MailLayout,
    d: {
      signerName: string;
      ownerName: string;
      ownerEmail: string;
      documentName: string;
      url: string;
      pinRequired: boolean;
      expiresAt: string;
    },
  ) =>
    render(l, `${d.ownerName} asks you to sign "${d.documentName}"`, {
      heading: 'You have a document to sign',
      paragraphs: [
        `Hi ${d.signerName}, ${d.ownerName} (${d.ownerEmail}) sent you "${d.documentName}" to sign.`,
        ...(d.pinRequired ? ['The document is protected by a PIN; ask the sender for it.'] : []),
        `The link works until ${d.expiresAt}.`,
      ],
      action: { label: 'Review and sign', url: d.url },
      footnote: 'This link is personal: do not forward it.',
    }),
  signingReminder: (
    l: MailLayout,
    d: { signerName: string; ownerName: string; documentName: string; url: string },
  ) =>
    render(l, `Reminder: please sign "${d.documentName}"`, {
      heading: 'A document is waiting for your signature',
      paragraphs: [
        `Hi ${d.signerName}, ${d.ownerName} is still waiting for your signature on "${d.documentName}".`,
      ],
      action: { label: 'Review and sign', url: d.url },
    }),
  documentVoided: (
    l: MailLayout,
    d: { signerName: string; ownerName: string; documentName: string; reason: string },
  ) =>
    render(l, `"${d.documentName}" was cancelled`, {
      heading: 'Signing was cancelled',
      paragraphs: [
        `Hi ${d.signerName}, ${d.ownerName} cancelled the signing of "${d.documentName}". Its link no longer works.`,
        `Reason: ${d.reason}`,
      ],
    }),
  ownerActivity: (l: MailLayout, d: { ownerName: string; subject: string; message: string; url: string }) =>
    render(l, d.subject, {
      heading: d.subject,
      paragraphs: [`Hi ${d.ownerName}, ${d.message}`],
      action: { label: 'Open the document', url: d.url },
    }),
  documentCompleted: (
    l: MailLayout,
    d: { name: string; documentName: string; attached: boolean; url: string; verifyUrl: string },
  ) =>
    render(l, `"${d.documentName}" is signed by everyone`, {
      heading: 'All signatures collected',
      paragraphs: [
        `Hi ${d.name}, "${d.documentName}" has been signed by everyone and sealed by ${l.siteName}.`,
        d.attached
          ? 'The signed PDF is attached to this email.'
          : 'The signed PDF is too large to attach; download it with the link below.',
        `Anyone can check that the file is genuine and unchanged at ${d.verifyUrl}.`,
      ],
      action: { label: d.attached ? 'Open in Signet' : 'Download the signed PDF', url: d.url },
    }),
  upgradeRequest: (
    l: MailLayout,
    d: { name: string; email: string; currentPlan: string; plan: string; message: string },
  ) =>
    render(l, `Upgrade request: ${d.name} wants ${d.plan}`, {
      heading: 'Plan upgrade request',
      paragraphs: [
        `${d.name} <${d.email}> asks to move from ${d.currentPlan} to ${d.plan}.`,
        ...(d.message ? [`Message: ${d.message}`] : []),
        'Change the plan in the administrator area (Users).',
      ],
    }),
  upgradeRequestReceived: (l: MailLayout, d: { name: string; plan: string }) =>
    render(l, `We received your request for ${d.plan}`, {
      heading: 'Upgrade request received',
      paragraphs: [
        `Hi ${d.name}, thanks for asking to move to the ${d.plan} plan.`,
        'An administrator will get back to you within 24 hours on business days.',
      ],
    }),
  invitation: (l: MailLayout, d: { name: string; inviterName: string; url: string; validDays: number }) =>
    render(l, `You are invited to ${l.siteName}`, {
      heading: `Welcome to ${l.siteName}, ${d.name}`,
      paragraphs: [
        `${d.inviterName} created an account for you on ${l.siteName}, where you can send, sign and track documents.`,
        'Choose a password to start.',
      ],
      action: { label: 'Set your password', url: d.url },
      footnote: `The link works once and expires in ${d.validDays} days.`,
    }),
  testEmail: (l: MailLayout, d: { adminName: string; sentAt: string }) =>
    render(l, `${l.siteName} test email`, {
      heading: 'Your email settings work',
      paragraphs: [
        `${d.adminName} sent this test message from the administrator settings on ${d.sentAt}.`,
        'If you can read it, Signet can deliver invitations, reminders and signed documents.',
      ],
    }),
  supportRequest: (
    l: MailLayout,
    d: {
      reference: string;
      name: string;
      email: string;
      subject: string;
      question: string;
      account: string | null;
    },
  ) =>
    render(l, `Support request: ${d.subject}`, {
      heading: d.subject,
      paragraphs: [
        `${d.name} <${d.email}> asked through the Help & Support form:`,
        ...d.question.split(/\r?\n\s*\r?\n|\r?\n/).filter((p) => p.trim() !== ''),
        d.account ? `Sent while signed in as ${d.account}.` : 'Sent without signing in.',
        `Reply to ${d.email}.`,
      ],
      footnote: `Reference ${d.reference}. Please reply within 24 hours on business days.`,
    }),
  supportRequestReceived: (
    l: MailLayout,
    d: { name: string; subject: string; question: string; replyTime: string },
  ) =>
    render(l, `We received your question: ${d.subject}`, {
      heading: 'We received your question',
      paragraphs: [
        `Hi ${d.name}, thanks for writing to ${l.siteName} support. We reply within ${d.replyTime}.`,
        'Your question:',
        ...d.question.split(/\r?\n\s*\r?\n|\r?\n/).filter((p) => p.trim() !== ''),
      ],
      footnote: 'You do not need to do anything else. If you have more to add, reply to our answer.',
    }),
};
export type TemplateName = keyof typeof templates;
