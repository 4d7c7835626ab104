'use client';

import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';

type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs before paint so a dark-theme visitor never sees a light flash. */
export const themeBootScript = `try{if(localStorage.getItem('${STORAGE_KEY}')==='dark')document.documentElement.classList.add('dark')}catch(e){}`;

const ThemeContext = createContext<{ theme: Theme; setTheme: (theme: Theme) => void }>({ theme: 'light', setTheme: () => {} });

/** Light or dark, light by default (docs/product-rules.md#statuses), remembered in local storage. */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const theme = useSyncExternalStore<Theme>(subscribe, readTheme, () => 'light');
  const setTheme = useCallback((next: Theme) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    listeners.forEach((listener) => listener());
  }, []);
  // The boot script set the class before paint; if React ever re-renders <html> (recovering from a
  // hydration mismatch), the class is lost, so it is applied again once mounted.
  useEffect(() => {
    try {
      if (localStorage.getItem(STORAGE_KEY) === 'dark' && readTheme() !== 'dark') setTheme('dark');
    } catch {
      // Storage unavailable: light it is.
    }
  }, [setTheme]);
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
