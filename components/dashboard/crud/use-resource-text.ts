'use client';

import { useTranslations } from 'next-intl';

type Key = Parameters<ReturnType<typeof useTranslations<'adminResources'>>>[0];

/**
 * The texts of a resource's screen from `adminResources.{resource}`: its title and intro, field
 * labels (falling back to the shared `adminResources.common.fields`), hints and column headings.
 */
export function useResourceText(resource: string) {
  const t = useTranslations('adminResources');
  const has = (key: string) => t.has(key as Key);
  const say = (key: string, values?: Record<string, string | number>) => t(key as Key, values as never);
  const first = (...keys: string[]) => keys.find(has);
  return {
    text: (key: string, values?: Record<string, string | number>) => say(`${resource}.${key}`, values),
    has: (key: string) => has(`${resource}.${key}`),
    field: (name: string) => {
      const key = first(`${resource}.fields.${name}`, `common.fields.${name}`);
      return key ? say(key) : name;
    },
    hint: (name: string) => {
      const key = first(`${resource}.hints.${name}`, `common.hints.${name}`);
      return key ? say(key) : undefined;
    },
    column: (name: string) => {
      const key = first(`${resource}.columns.${name}`, `${resource}.fields.${name}`, `common.fields.${name}`);
      return key ? say(key) : name;
    },
  };
}
