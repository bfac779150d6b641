// Dialogs any app opens through messages: the image viewer (showImage, R-DLG-3), the vehicle info
// dialog (showVehInfo, R-DLG-1; its map code loads on demand) and the instructions dialog
// (showInstructions, R-DLG-2). Enabled only with a signed-in user (R-PERM-3).
import { Suspense, lazy, useEffect, useState } from 'react';
import { SHARED_BASEMAP_URL, currentUser, onMessage, type MessageMap } from '@chelian/core';
import { ImageViewer, InstructionsDialogHost } from '@chelian/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShellServices } from '../services/ShellServicesContext';

const VehicleInfoDialogHost = lazy(() => import('@chelian/tracking').then((m) => ({ default: m.VehicleInfoDialogHost })));


export const COMMAND_REPORT_PATH = '/commandReport';

export function DialogHost() {
  const { http, storage } = useShellServices();
  const navigate = useNavigate();
  useLocation(); // re-read the user on navigation (sign-in and sign-out move the page)
  const signedIn = Boolean(currentUser(storage));
  const [image, setImage] = useState<MessageMap['showImage']>();
  useEffect(() => {
    if (!signedIn) return undefined;
    return onMessage('showImage', (detail) => setImage(detail));
  }, [signedIn]);
  if (!signedIn) return null;
  return (
    <>
      <Suspense fallback={null}>
        <VehicleInfoDialogHost http={http} storage={storage} mapDataUrl={SHARED_BASEMAP_URL} />
      </Suspense>
      <InstructionsDialogHost http={http} storage={storage} onOpenReport={() => void navigate(COMMAND_REPORT_PATH)} />
      {image && <ImageViewer urls={image.urls} initialIndex={image.index} onClose={() => setImage(undefined)} />}
    </>
  );
}
