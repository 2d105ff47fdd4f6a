import styled from 'styled-components';

export const Header = styled.section`
  display: grid;
  gap: var(--vmx-space);
  margin-block-end: calc(var(--vmx-space) * 2);

  h2,
  h3,
  p {
    margin: 0;
  }
`;

export const SponsorTiers = styled.details`
  display: grid;
  gap: var(--vmx-space);

  summary {
    cursor: pointer;
    inline-size: fit-content;
  }

  summary h3 {
    display: inline;
    margin: 0;
    font-size: 1.1rem;
  }

  &[open] summary {
    margin-block-end: var(--vmx-space);
  }
`;

export const Tier = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) / 2);
`;

export const Sponsors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space);
  margin: 0;
  padding: 0;
  list-style: none;

  li a {
    display: flex;
    align-items: center;
    gap: calc(var(--vmx-space) / 2);
    padding: calc(var(--vmx-space) / 2) var(--vmx-space);
    border: 1px solid var(--vmx-color-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-surface);
    color: var(--vmx-color-link);
  }

  img {
    width: auto;
    height: 32px;
    max-width: 96px;
    object-fit: contain;
  }
`;
