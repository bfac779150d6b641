// 风控中心's 查看详情 opens the monitor with ?vehicleId=…&groupId=…&plate=…: once that vehicle is
// loaded, it is focused (shown on the map with its window) — once per address.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The vehicle id the address asks for, or undefined. */
export function vehicleIdOfSearch(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get('vehicleId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function useFocusFromUrl(version: number, has: (id: number) => boolean, focus: (id: number) => void): void {
  const { search } = useLocation();
  const done = useRef<string | undefined>(undefined);
  const id = vehicleIdOfSearch(search);
  const loaded = id !== undefined && has(id);
  useEffect(() => {
    if (!loaded || id === undefined || done.current === search) return;
    done.current = search;
    focus(id);
  }, [loaded, id, search, focus, version]);
}
