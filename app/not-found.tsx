import Link from 'next/link';

/** Requests that never reach a locale (rare: the proxy gives every page one) get a plain Turkish 404. */
export default function GlobalNotFound() {
  return (
    <html lang="tr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Sayfa bulunamadı</h1>
        <p>
          <Link href="/">Ana sayfaya dön</Link>
        </p>
      </body>
    </html>
  );
}
