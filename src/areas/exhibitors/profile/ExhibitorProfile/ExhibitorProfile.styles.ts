import styled from 'styled-components';
import { focusRing } from '../../../../ui/buttonStyles';

export const ProfileArticle = styled.article`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);

  a {
    color: var(--vmx-color-link, inherit);
    ${focusRing}
  }
`;

export const Head = styled.div`
  display: flex;
  gap: calc(var(--vmx-space, 8px) * 2);
  align-items: center;

  img {
    width: 6rem;
    height: 6rem;
    object-fit: contain;
    flex: none;
  }
  h2 {
    margin: 0;
  }
`;

export const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space, 8px) * 0.5);
  margin: calc(var(--vmx-space, 8px) * 0.5) 0 0;

  span {
    padding: 0 calc(var(--vmx-space, 8px) * 0.75);
    border-radius: 999px;
    border: 1px solid var(--vmx-color-border, #8c959f);
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: calc(var(--vmx-space, 8px) * 0.5) calc(var(--vmx-space, 8px) * 2);

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
