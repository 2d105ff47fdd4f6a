/** English defaults of the footer area's texts (docs/rules/shell-access-identity.md section 2, footer and its iframe modal). */
export const FOOTER_TEXTS = {
  'footer.close': 'Close',
  'footer.newTab': '(opens in a new tab)',
  'footer.logoAlt': 'Logo of the organiser',
  'footer.socialMedia': 'Social media',
  'footer.telephone': 'Telephone',
  'footer.email': 'E-mail',
  'footer.website': 'Website',
  'footer.partners': 'Our partners',
} as const;
