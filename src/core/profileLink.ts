/**
 * The company profile page's address (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/profile/{companyAccountId}/{page?}).
 * The route table takes its shape from here, so that the logo grid and the other elements that only
 * link to company profiles need neither the whole table nor the address parser.
 */
import { compile, fillShape } from './pathShape';

export const PROFILE_PAGE_SHAPE = '/:instance/:event/:language/profile/:companyAccountId/:page?' as const;

const PROFILE_PAGE = compile('ProfilePage', PROFILE_PAGE_SHAPE);

export function profilePath(params: {
  instance: string;
  event: string;
  language: string;
  companyAccountId: string;
  page?: string | null;
}): string {
  return fillShape(PROFILE_PAGE, params);
}
