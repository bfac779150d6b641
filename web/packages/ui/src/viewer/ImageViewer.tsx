// The image viewer (R-DLG-3): opens at an index of a url list; zoom by 1.2, rotate, previous/next;
// a click on the backdrop closes it, Escape does not.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, Space, Tooltip } from 'antd';
import { closes, openViewer, rotate, step, zoomIn, zoomOut, type ViewerState } from '@chelian/core';
import { imageViewerTexts as texts } from '../texts';

export interface ImageViewerProps {
  urls: string[];
  initialIndex?: number;
  onClose: () => void;
}

const backdrop: React.CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 2000,
  background: 'rgba(0, 0, 0, 0.72)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};

export function ImageViewer({ urls, initialIndex = 0, onClose }: ImageViewerProps) {
  const [state, setState] = useState<ViewerState>(() => openViewer(urls, initialIndex));
  // Other images start over (during render, so the old state is never shown with them).
  const [openedWith, setOpenedWith] = useState({ urls, initialIndex });
  if (openedWith.urls !== urls || openedWith.initialIndex !== initialIndex) {
    setOpenedWith({ urls, initialIndex });
    setState(openViewer(urls, initialIndex));
  }
  useEffect(() => {
    // Arrow keys browse; Escape deliberately does nothing (the spec's viewer ignores it).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') setState((s) => step(s, -1));
      if (e.key === 'ArrowRight') setState((s) => step(s, 1));
      if (e.key === 'Escape' && closes('escape')) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const url = state.urls[state.index];
  const many = state.urls.length > 1;
  return createPortal(
    <div
      role="dialog"
      aria-label={texts.label}
      data-testid="image-viewer-backdrop"
      style={backdrop}
      onClick={(e) => {
        if (e.target === e.currentTarget && closes('backdrop')) onClose();
      }}
    >
      {url && (
        <img
          src={url}
          alt={texts.image(state.index + 1)}
          style={{
            maxWidth: '80vw',
            maxHeight: '80vh',
            transform: `scale(${state.scale}) rotate(${state.rotation}deg)`,
            transition: 'transform 0.2s',
            boxShadow: '0 8px 32px rgba(0,0,0,0.4)',
            background: '#fff',
          }}
        />
      )}
      <Space style={{ position: 'absolute', bottom: 32, left: '50%', transform: 'translateX(-50%)' }}>
        {many && <Tooltip title={texts.previous}><Button shape="circle" icon={<span aria-hidden>‹</span>} aria-label={texts.previous} onClick={() => setState((s) => step(s, -1))} /></Tooltip>}
        <Tooltip title={texts.zoomIn}><Button shape="circle" icon={<span aria-hidden>＋</span>} aria-label={texts.zoomIn} onClick={() => setState(zoomIn)} /></Tooltip>
        <Tooltip title={texts.zoomOut}><Button shape="circle" icon={<span aria-hidden>－</span>} aria-label={texts.zoomOut} onClick={() => setState(zoomOut)} /></Tooltip>
        <Tooltip title={texts.rotate}><Button shape="circle" icon={<span aria-hidden>⟳</span>} aria-label={texts.rotate} onClick={() => setState(rotate)} /></Tooltip>
        {many && <Tooltip title={texts.next}><Button shape="circle" icon={<span aria-hidden>›</span>} aria-label={texts.next} onClick={() => setState((s) => step(s, 1))} /></Tooltip>}
        <span style={{ color: '#fff', marginLeft: 8 }}>{`${state.index + 1} / ${state.urls.length}`}</span>
      </Space>
      <Button shape="circle" icon={<span aria-hidden>✕</span>} aria-label={texts.close} onClick={onClose} style={{ position: 'absolute', top: 24, right: 24 }} />
    </div>,
    document.body,
  );
}
