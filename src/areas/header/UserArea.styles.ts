import styled from 'styled-components';

export const UserBox = styled.div<{ $column: boolean }>`
  display: flex;
  flex-direction: ${({ $column }) => ($column ? 'column' : 'row')};
  align-items: ${({ $column }) => ($column ? 'stretch' : 'center')};
  gap: var(--vmx-space);
  position: relative;

  a.vmx-header-action {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9em;
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
    font-weight: 600;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const UserInfo = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5em;
  line-height: 1.2;

  img,
  .vmx-initials {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    flex: none;
    object-fit: cover;
  }
  .vmx-initials {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    background: var(--vmx-color-secondary);
    color: #1b1f24;
    font-weight: 700;
  }
  a {
    color: inherit;
    font-size: 0.875em;
  }
`;
