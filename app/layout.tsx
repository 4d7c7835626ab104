import './globals.css';

/** The real root layout is app/[locale]/layout.tsx; this one only exists so that app/not-found.tsx can render. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
