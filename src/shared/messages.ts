// User-facing texts from the specification, in one place so server and web say the same thing.
export const MESSAGES = {
  // Landing and upload
  uploadPdfOnly: 'Please upload a PDF file.',
  unsupportedFileType:
    'Unsupported file type. Please upload a PDF, image (JPG, PNG, WEBP), or Word document (DOC, DOCX).',
  fileTooLarge: (mb: number) => `File size must be less than ${mb}MB.`,
  uploadFirst: 'Please upload a document first.',
  fileUploaded: 'File uploaded successfully!',
  // Auth
  mustAgreeTerms: 'You must agree to the Terms of Service.',
  genericAuthError: 'An error occurred. Please try again.',
  loginGoogleFailed: 'Failed to login with Google',
  loginFacebookFailed: 'Failed to login with Facebook',
  loggedIn: 'Successfully logged in!',
  accountCreated: 'Account created successfully!',
  // Generic
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'Some fields are not valid.',
  alreadyPro: "You're already on the Pro plan!",
  liveChatSoon: 'Live chat coming soon!',
  // Social sign-in and profile (web)
  loginGoogleSucceeded: 'Successfully logged in with Google!',
  loginFacebookSucceeded: 'Successfully logged in with Facebook!',
  personalInfoSaved: 'Personal information saved',
  passwordUpdated: 'Password updated successfully',
  companyDetailsSaved: 'Company details saved',
  profileImageUpdated: 'Profile image updated',
  profileImageRemoved: 'Profile image removed',
  passwordsDoNotMatch: 'The passwords do not match.',
} as const;

/** Signing texts from the specification (document page, signing page, signers, saved signatures). */
export const SIGNING_TEXTS = {
  // Signatures
  createSignatureFirst: 'Please create a signature first.',
  selectImageFile: 'Please select an image file',
  signatureSaved: 'Signature saved successfully',
  // Placing and signing
  clickToPlace: 'Click to place your signature',
  positionSelected: 'Signature position selected',
  createBeforeCompleting: 'Please create a signature before completing',
  documentSigned: 'Document signed successfully!',
  signedAndSaved: 'The document has been signed and saved securely',
  canAddSigners: 'You can now add signers to this document',
  signingFailed: 'Failed to complete signing process',
  signedSuccessfully: 'Document Signed Successfully',
  alreadySigned: 'You have already signed this document',
  // Signers
  documentNotFound: 'Document not found',
  sentToSigners: 'Document sent to signers successfully!',
  addSignersFailed: 'Failed to add signers to document',
  linkCopied: 'Link copied to clipboard',
  // Signing page
  invalidLink: 'Invalid document or signature ID',
  linkNotFound: 'Document not found or link is invalid',
  loadFailed: 'Failed to load document',
  enterPassword: 'Please enter the password',
  invalidPassword: 'Invalid password',
  passwordVerified: 'Password verified successfully',
  passwordCheckFailed: 'Failed to verify password',
} as const;

/** Documents texts from the specification (upload page, dashboard, lists, document page). */
export const DOCUMENT_TEXTS = {
  uploadFailed: (reason: string) => `Upload failed: ${reason}`,
  tryAgain: 'Please try again.',
  availableFor: (days: number) => `Document will be available for ${days} days`,
  invalidDocumentId: 'Invalid document ID',
  documentNotFound: 'Document not found',
  deleteConfirm: 'Are you sure you want to delete this document? This action cannot be undone.',
  deleted: 'Document deleted successfully',
  deleteFailed: 'Failed to delete document',
  deleteError: 'An error occurred while deleting the document',
  reminderSent: 'Reminder sent successfully',
  reminderSentToSigners: 'Reminder sent to signers',
  reminderFailed: 'Failed to send reminder',
  reminderError: 'An error occurred while sending the reminder',
  downloaded: (name: string) => `${name} downloaded`,
  downloadFailed: 'Failed to download document',
  exportedAsImage: 'Document exported as image',
  linkCopied: 'Link copied to clipboard',
  copyFailed: 'Could not copy the link. Copy it from the address shown instead.',
  voided: 'Document voided. Its signing links no longer work.',
  linksUnlocked: 'Signing links unlocked',
  finished: 'Document completed. It is being sealed now.',
  auditDownloaded: 'Audit trail downloaded',
} as const;
