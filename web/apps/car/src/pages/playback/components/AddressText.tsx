// An address looked up (batched, cached) for a WGS-84 point when it is rendered.
import { useEffect, useState } from 'react';
import { useCarServices } from '../../../services/CarServicesContext';

export function AddressText({ lon, lat }: { lon: number; lat: number }) {
  const { addresses } = useCarServices();
  const [text, setText] = useState('');
  useEffect(() => {
    let live = true;
    setText('');
    if (lon || lat) void addresses.lookup(lon, lat).then((a) => live && setText(a));
    return () => {
      live = false;
    };
  }, [addresses, lon, lat]);
  return <span>{text || '…'}</span>;
}
