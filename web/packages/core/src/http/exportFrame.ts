// File export through a hidden iframe (R-HTTP-8): the session travels as a `sessionId` query parameter.

export const EXPORT_FRAME_ID = 'chelian-export-frame';

/** Points the (single, reused) hidden frame at `url`; the browser then downloads what it answers. */
export function openInExportFrame(url: string, doc: Document = document): HTMLIFrameElement {
  let frame = doc.getElementById(EXPORT_FRAME_ID) as HTMLIFrameElement | null;
  if (!frame) {
    frame = doc.createElement('iframe');
    frame.id = EXPORT_FRAME_ID;
    frame.style.display = 'none';
    frame.setAttribute('aria-hidden', 'true');
    doc.body.appendChild(frame);
  }
  frame.src = url;
  return frame;
}
