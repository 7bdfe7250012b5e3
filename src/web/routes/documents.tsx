// Route modules for the documents screens: /document-upload, /document/:id, /documents and /sent.
// They give the documents feature what other features own: the instance's upload limit, the plan's
// retention and usage, the upgrade dialog, and (once it exists) the owner's signing flow.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { planOf } from '../../shared/plans';
import { useSession } from '../features/auth/api/get-session';
import { DocumentPage, type SignFlowContext } from '../features/documents/document-page';
import { MyDocumentsPage, SentDocumentsPage } from '../features/documents/documents-page';
import { UploadPage } from '../features/documents/upload-page';
import { profileQueryKey, useProfile } from '../features/profile/api/get-profile';
import { usePublicSettings } from '../features/settings/api/get-public-settings';
import { useUpgradeDialog } from '../features/upgrade/components/upgrade-button';
import { DocumentSignFlow } from './document-sign-flow';

/** Uploads and deletions change this month's usage shown on the profile and the dashboard. */
function useRefreshUsage() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: profileQueryKey }), [queryClient]);
}

export function DocumentUploadRoute() {
  const { user } = useSession();
  const { data: settings } = usePublicSettings();
  const profile = useProfile();
  const plan = user?.plan ?? 'free';
  const { openUpgradeDialog, dialog } = useUpgradeDialog(plan);
  const refreshUsage = useRefreshUsage();
  return (
    <>
      <UploadPage
        maxUploadSizeMb={settings?.maxUploadSizeMb ?? 20}
        retentionDays={planOf(plan).retentionDays}
        usage={profile.data?.usage}
        onUpgrade={openUpgradeDialog}
        onUploaded={refreshUsage}
      />
      {dialog}
    </>
  );
}

/**
 * The owner's signing flow (Sign Document, the signature panel, the position picker, then Add
 * Signers or Finish) belongs to the signing feature; it plugs in through DocumentPage's slot.
 */
const renderSignFlow = ({ document, fileUrl, hasSigners }: SignFlowContext) => (
  <DocumentSignFlow document={document} fileUrl={fileUrl} hasSigners={hasSigners} />
);

export function DocumentRoute() {
  const refreshUsage = useRefreshUsage();
  return <DocumentPage signFlow={renderSignFlow} onDeleted={refreshUsage} />;
}

export function DocumentsRoute() {
  const refreshUsage = useRefreshUsage();
  return <MyDocumentsPage onDeleted={refreshUsage} />;
}

export function SentRoute() {
  const refreshUsage = useRefreshUsage();
  return <SentDocumentsPage onDeleted={refreshUsage} />;
}
