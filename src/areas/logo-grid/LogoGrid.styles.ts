import styled from 'styled-components';
import { rootBox } from '../../ui/theme';

export const Wrapper = styled.section`
  ${rootBox};
  display: grid;
  gap: calc(var(--vmx-space) * 3);
`;

export const Tier = styled.section`
  display: grid;
  gap: calc(var(--vmx-space) * 1.5);
`;

export const TierTitle = styled.h2`
  margin: 0;
  font-size: 1.25em;
  font-weight: 600;
  line-height: 1.3;
  color: var(--vmx-color-text);
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: calc(var(--vmx-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;

  [data-tier='Platinum'] & {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

export const LogoCell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-background);

  a {
    display: block;
    border-radius: var(--vmx-radius);
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const LogoImage = styled.img`
  display: block;
  width: 100%;
  max-width: 200px;
  height: 80px;
  object-fit: contain;
`;

export const PdfButton = styled.a`
  display: inline-block;
  padding: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.5);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  font-size: 0.875em;
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
