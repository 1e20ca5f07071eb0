// Writes a page's title, description, keywords and og:title into <head>.

export interface DocumentMeta {
  title: string;
  description: string;
  keywords: string;
}

function upsertMeta(doc: Document, attr: 'name' | 'property', key: string, content: string): void {
  let el = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = doc.createElement('meta');
    el.setAttribute(attr, key);
    doc.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

export function applyDocumentMeta(meta: DocumentMeta, doc: Document = document): void {
  doc.title = meta.title;
  upsertMeta(doc, 'name', 'description', meta.description);
  upsertMeta(doc, 'name', 'keywords', meta.keywords);
  upsertMeta(doc, 'property', 'og:title', meta.title);
}
