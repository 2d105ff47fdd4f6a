import styled from 'styled-components';
import { factList, stack, wrapRow } from '../../../../ui/styles/layout';
import { links, pills } from '../../../../ui/styles/surfaces';

export const ProfileArticle = styled.article`
  ${stack(2)}
  ${links('var(--vmx-color-link)')}
`;

export const Head = styled.div`
  display: flex;
  gap: calc(var(--vmx-space) * 2);
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
  ${wrapRow(0.5)}
  margin: calc(var(--vmx-space) * 0.5) 0 0;

  ${pills}
`;

export const Facts = styled.dl`
  ${factList}

  dd {
    overflow-wrap: anywhere;
  }
`;
