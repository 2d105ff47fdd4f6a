/**
 * The speaker's header: picture (or initials) beside the name and facts.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-space.
 */
import styled from 'styled-components';

export const Person = styled.div`
  display: flex;
  align-items: flex-start;
  gap: calc(var(--vmx-space) * 2);
  flex-wrap: wrap;
`;

const pictureSize = '6rem';

export const Picture = styled.img`
  flex: none;
  width: ${pictureSize};
  height: ${pictureSize};
  border-radius: 50%;
  object-fit: cover;
`;

/** The placeholder when there is no picture: the initials on the primary colour. */
export const Initials = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${pictureSize};
  height: ${pictureSize};
  border-radius: 50%;
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  font-size: 2rem;
  font-weight: 600;
`;

export const PersonText = styled.div`
  flex: 1;
  min-width: 14rem;
  display: grid;
  gap: var(--vmx-space);
`;
