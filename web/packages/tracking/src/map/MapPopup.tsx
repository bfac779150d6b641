// A MapLibre popup whose content is React (rendered through a portal into the popup's element).
import { useEffect, useEffectEvent, useMemo, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Popup } from 'maplibre-gl';
import { useMap } from './mapContext';

export interface MapPopupProps {
  lngLat: [number, number];
  onClose?: () => void;
  children: ReactNode;
  maxWidth?: string;
}

export function MapPopup({ lngLat, onClose, children, maxWidth = '400px' }: MapPopupProps) {
  const map = useMap();
  const element = useMemo(() => document.createElement('div'), []);
  // The latest onClose, called by the listeners the effects register (no dependency of theirs).
  const close = useEffectEvent((...args: Parameters<NonNullable<typeof onClose>>) => onClose?.(...args));
  const popup = useRef<Popup | null>(null);
  const first = useRef(lngLat);

  useEffect(() => {
    if (!map) return undefined;
    const p = new Popup({ closeOnClick: false, maxWidth, offset: 18, focusAfterOpen: false })
      .setDOMContent(element)
      .setLngLat(first.current)
      .addTo(map);
    const onPopupClose = () => close();
    p.on('close', onPopupClose);
    popup.current = p;
    return () => {
      p.off('close', onPopupClose);
      p.remove();
      popup.current = null;
    };
  }, [map, element, maxWidth]);

  useEffect(() => {
    popup.current?.setLngLat(lngLat);
  }, [lngLat]);

  return createPortal(children, element);
}
