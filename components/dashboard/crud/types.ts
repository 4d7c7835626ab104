import type { ReactNode } from 'react';
import type { z } from 'zod';

/** A record as the admin API returns it. */
export type AdminRecord = { id: number } & Record<string, unknown>;

export type Option = { value: string; label: string };

/** How one field of a record is edited. `name` is the API's field name. */
export type FieldSpec =
  | { kind: 'localized'; name: string; long?: boolean; rows?: number; /** Turkish may be empty too. */ optional?: boolean }
  | { kind: 'localizedList'; name: string }
  /** Short texts shared by the languages (a post's tags), one per line. */
  | { kind: 'list'; name: string }
  | { kind: 'text' | 'email' | 'image' | 'url'; name: string; long?: boolean; autoComplete?: string }
  | { kind: 'number'; name: string; min?: number; max?: number; step?: number }
  /** An amount in Turkish lira (the schema's `tryAmount` turns it into kuruş). */
  | { kind: 'money'; name: string }
  | { kind: 'boolean'; name: string }
  | { kind: 'date'; name: string }
  | { kind: 'select'; name: string; options: Option[] | (() => Promise<Option[]>); numeric?: boolean };

export type Column = {
  /** A key of the resource's `columns` messages (or the shared field labels). */
  name: string;
  value: (record: AdminRecord) => ReactNode;
};

/**
 * What the generic dashboard screen needs to manage one kind of record. Texts come from the
 * `adminResources.{resource}` messages: `title`, `intro`, `fields.{name}` (falling back to
 * `adminResources.common.fields.{name}`), optional `hints.{name}`.
 */
export type ResourceConfig = {
  /** The admin API's URL segment: /api/admin/{resource}. */
  resource: string;
  loadSchema: () => Promise<z.ZodType>;
  /** The form's values for a new record. */
  empty: () => Record<string, unknown>;
  fields: FieldSpec[];
  columns: Column[];
  /** The record's name in lists and confirmations. */
  label: (record: AdminRecord) => string;
  /** One record only (site meta tags, contacts): edited in place, no list, no add or delete. */
  singletonId?: number;
  /** Turns a record from the API into form values (default: the fields of `empty()`). */
  toForm?: (record: AdminRecord) => Record<string, unknown>;
};
