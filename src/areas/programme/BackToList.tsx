/**
 * "Back to the programme" above a detail page inside <vmx-programme> (issue 18): a real link to the list
 * the element showed last (in the host page's address, so it also opens in a new tab), whose click the
 * element handles (the browser's Back when that list is the entry before, else the list as a new page).
 * Loaded with the first detail page, which loads on demand anyway.
 *
 * Texts: programme.back. Theme tokens: --vmx-color-link, --vmx-color-focus, --vmx-space. Part: back.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { PROGRAMME_TEXTS } from '../../core/programme/texts';
import { useTexts } from '../../store/react';
import { focusRing } from '../../ui/buttonStyles';
import { withEmbedPath } from '../../ui/embedHistory';

const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-height: 44px;
  margin-bottom: var(--vmx-space);
  color: var(--vmx-color-link);
  font-weight: 600;
  ${focusRing}
`;

export interface BackToListProps {
  /** The element's parameter in the host's address (ui/embedAddress.ts). */
  param: string;
  /** The list's path, or null when the list is the element's opening page (no parameter). */
  listPath: string | null;
  onBack: (event: MouseEvent) => void;
}

export default function BackToList({ param, listPath, onBack }: BackToListProps) {
  const t = useTexts(PROGRAMME_TEXTS);
  return (
    <BackLink part="back" href={withEmbedPath(location, param, listPath)} onClick={onBack}>
      <span aria-hidden="true">←</span>
      {t('programme.back')}
    </BackLink>
  );
}
