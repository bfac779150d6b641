// The public page of a family share link (share.html): no sign-in, no console; it reads the token
// from the fragment, asks /api/elecar/share/view.json every 10 s and shows that one bike. Text is
// set with textContent only (nothing from the answer is parsed as HTML).
import { amapLink } from '../shared/amapLink';
import { shareViewTexts as texts } from '../texts';
import { shareLines, tokenOf, type SharedBike } from './shareView';

const root = document.getElementById('share-root') as HTMLElement;
root.style.cssText = 'font-family: sans-serif; max-width: 420px; margin: 24px auto; padding: 16px; border: 1px solid #e5e5e5; border-radius: 8px;';

function render(title: string, lines: Array<[string, string]>, note: string, link?: string): void {
  root.replaceChildren();
  const h = document.createElement('h2');
  h.textContent = title;
  root.append(h);
  for (const [label, value] of lines) {
    const p = document.createElement('p');
    const l = document.createElement('span');
    l.style.color = '#888';
    l.textContent = `${label}：`;
    p.append(l, document.createTextNode(value));
    root.append(p);
  }
  if (link) {
    const a = document.createElement('a');
    a.href = link;
    a.target = '_blank';
    a.rel = 'noreferrer noopener';
    a.textContent = texts.openMap;
    root.append(a);
  }
  const n = document.createElement('p');
  n.style.color = '#888';
  n.style.fontSize = '12px';
  n.textContent = note;
  root.append(n);
}

async function refresh(token: string): Promise<void> {
  try {
    const r = await fetch('/api/elecar/share/view.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ t: token }),
      credentials: 'omit',
    });
    const env = (await r.json()) as { flag: number; msg: string; obj?: SharedBike };
    if (env.flag !== 1 || !env.obj) {
      render(texts.title, [], env.msg || texts.failed);
      return;
    }
    const b = env.obj;
    const link = b.lat !== undefined && b.lon !== undefined ? amapLink(b.lat, b.lon) : undefined;
    render(texts.title, shareLines(b), b.gpsTime ? texts.refreshNote : texts.noFix, link);
  } catch {
    render(texts.title, [], texts.failed);
  }
}

const token = tokenOf(window.location.hash);
if (!token) {
  render(texts.title, [], texts.missing);
} else {
  render(texts.title, [], texts.loading);
  void refresh(token);
  window.setInterval(() => void refresh(token), 10_000);
}
