/**
 * The other pages link to `/fairness#wheel` and so on; the router does not
 * scroll to a hash by itself, and this lazy page mounts after the address
 * changed. Each section's frame renders at once (its data fills in later), so
 * scrolling on arrival lands on the right heading.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function useScrollToSection() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
