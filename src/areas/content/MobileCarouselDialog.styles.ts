import styled from 'styled-components';

export const Slide = styled.figure`
  margin: 0;
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
  justify-items: center;
  text-align: center;
  min-height: 12rem;
  align-content: center;

  img {
    max-width: 100%;
    max-height: 50vh;
  }
  figcaption {
    font-size: 1.25em;
  }
`;

export const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--vmx-space, 8px);
  margin-top: calc(var(--vmx-space, 8px) * 2);

  button {
    font: inherit;
    padding: calc(var(--vmx-space, 8px) * 0.75) calc(var(--vmx-space, 8px) * 1.5);
    border: 1px solid var(--vmx-color-border, #8c959f);
    border-radius: var(--vmx-radius, 6px);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  button:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;
