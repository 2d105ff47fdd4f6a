/**
 * The scan page's styled pieces: the camera's picture (as wide as the column, at most 30rem, square corners of the
 * theme) with its status line, and the typed-code form.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-surface, --vmx-color-muted.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../ui/buttonStyles';
import { stack } from '../../ui/styles/layout';

export const Scan = styled.div`
  ${stack(2)}
  max-width: 40rem;

  > p {
    margin: 0;
    font-size: 1.1em;
  }
`;

export const Part = styled.section`
  ${stack(1)}
  padding: calc(var(--vmx-space) * 2);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);

  h2 {
    margin: 0;
    font-size: 1.15em;
  }
  > p {
    margin: 0;
  }
`;

export const Picture = styled.video`
  display: block;
  width: 100%;
  max-width: 30rem;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: var(--vmx-radius);
  background: #1b1f24;

  &[hidden] {
    display: none;
  }
`;

export const Status = styled.p`
  color: var(--vmx-color-muted);
`;

export const CameraButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;
