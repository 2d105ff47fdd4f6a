/**
 * Contracts of the content pages, the list pages and the my-area dashboard (docs/rules/content-areas.md sections
 * 2 and 7). Calls: src/api/content.ts; the reference server answers them in server/routes/content.ts.
 */

/** One my-area box (docs/rules/content-areas.md section 2: each box has a title, button and description text). */
export interface DashboardModule {
  Module: string;
  Title: string;
  ButtonText: string;
  Description: string;
}

/** A content page; Html is as the editor wrote it and must be sanitised before it is shown. */
export interface ContentPage {
  PageName: string;
  Title: string;
  Html: string;
  List: string | null;
}

export interface ContentPageSummary {
  PageName: string;
  Title: string;
  Summary: string;
}

/** A slice of a list: Items from Skip on, and whether more follow. */
export interface ContentPageSlice {
  Items: ContentPageSummary[];
  HasMore: boolean;
}
