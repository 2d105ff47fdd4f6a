import { describe, expect, it } from 'vitest';
import { loungeRequest, withoutLoungeFlags } from './loungeFlags';

describe('the lounge query flags on a company profile', () => {
  it('ask for the lounge with ?lounge, ?lounge=true or ?previewLounge, and not without them', () => {
    expect(loungeRequest({}, false)).toEqual({ lounge: false, previewNotice: false });
    expect(loungeRequest({ lounge: '' }, false)).toEqual({ lounge: true, previewNotice: false });
    expect(loungeRequest({ lounge: 'true' }, true)).toEqual({ lounge: true, previewNotice: false });
    expect(loungeRequest({ lounge: 'false' }, false)).toEqual({ lounge: false, previewNotice: false });
    expect(loungeRequest({ lounge: 'no' }, false).lounge).toBe(false);
    expect(loungeRequest({ previewLounge: '1' }, false)).toEqual({ lounge: true, previewNotice: false });
  });

  it('show the preview notice only for previewLounge in preview: the flag alone grants nothing', () => {
    expect(loungeRequest({ previewLounge: '' }, true)).toEqual({ lounge: true, previewNotice: true });
    expect(loungeRequest({ previewLounge: '' }, false).previewNotice).toBe(false);
    expect(loungeRequest({ lounge: '' }, true).previewNotice).toBe(false);
  });

  it('are dropped from the query when another tab is picked, the rest kept', () => {
    expect(withoutLoungeFlags({ lounge: '', previewLounge: '1', preview: '', noheader: 'true' })).toEqual({
      preview: '',
      noheader: 'true',
    });
  });
});
