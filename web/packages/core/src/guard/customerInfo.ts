// Applies a host's customer configuration to the page: icon, description, keywords, title (R-GUARD-3).
import type { CustomerInfo } from '../envelope';

function upsertMeta(doc: Document, name: string, content: string): void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.appendChild(meta);
  }
  meta.content = content;
}

function upsertIcon(doc: Document, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = href;
}

export function applyCustomerInfoToDocument(info: CustomerInfo, doc: Document = document): void {
  if (info.iconUrl) upsertIcon(doc, info.iconUrl);
  if (info.description !== undefined) upsertMeta(doc, 'description', info.description);
  if (info.keyword !== undefined) upsertMeta(doc, 'keywords', info.keyword);
  if (info.title) doc.title = info.title;
}
