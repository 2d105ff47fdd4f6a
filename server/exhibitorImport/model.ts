/**
 * What the exhibitors' template (docs/import.md, "Exhibitors") is read into before anything touches the database:
 * tiers with their names per event language and their order, and exhibitors with every field of a company's account
 * and profile the template carries, each with the source's id (which is the company's id in VMX) and where it was
 * read. Problems are the programme importers' (server/programmeImport/model.ts ImportProblem): file, line or sheet
 * and row, field, reason.
 */
import type { ImportPlace, ImportProblem } from '../programmeImport/model';

export interface ImportedTier {
  /** The tier's id: the code a company's SponsorType holds (Platinum, Gold, Bronze are the logo grid's). */
  sourceId: string;
  /** Its name in each of the event's languages. */
  names: Record<string, string>;
  /** Its place in the tiers' order, 1 first. */
  rank: number;
  place?: ImportPlace;
}

export interface ImportedExhibitor {
  /** The template's `id`: the company's id in VMX. */
  sourceId: string;
  name: string;
  /** The tier's id. */
  tier: string;
  /** The ranking the template gives (the list's "ranking" sort), or null: after the ranked ones. */
  rank: number | null;
  /** Booth numbers (hall letter and stand: `A12`). */
  booths: string[];
  /** http(s) URLs, or null. */
  website: string | null;
  logo: string | null;
  link: string | null;
  pdf: string | null;
  pdfLabel: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  summary: string | null;
  /** As written (HTML is allowed: the client sanitises a profile's description). */
  description: string | null;
  tags: string[];
  isPublic: boolean;
  hcpOnly: boolean;
  place?: ImportPlace;
}

export interface ImportedExhibitors {
  /** The Tiers table's tiers; null without one (the exhibitors' tiers are then codes as written). */
  tiers: ImportedTier[] | null;
  exhibitors: ImportedExhibitor[];
}

export interface ExhibitorReading {
  exhibitors: ImportedExhibitors;
  problems: ImportProblem[];
}

export interface ExhibitorImportOptions {
  /** The event's languages: a tier has a name in each. */
  languages: readonly string[];
}
