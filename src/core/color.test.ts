import { describe, expect, it } from 'vitest';
import { BRIGHTNESS_CUTOFF, brightness, contrastText, parseColor } from './color';

describe('colours (both documents, section 9)', () => {
  it('has the brightness cutoff 130', () => {
    expect(BRIGHTNESS_CUTOFF).toBe(130);
  });

  it('reads #rgb, #rrggbb, #rrggbbaa and rgb()/rgba()', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#1A2b3C')).toEqual([26, 43, 60]);
    expect(parseColor('#1a2b3c80')).toEqual([26, 43, 60]);
    expect(parseColor('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColor('rgba(10,20,30,0.5)')).toEqual([10, 20, 30]);
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual([10, 20, 30]);
    expect(parseColor('rgb(100%, 0%, 50%)')).toEqual([255, 0, 128]);
  });

  it('computes brightness as (299 r + 587 g + 114 b) / 1000', () => {
    expect(brightness('#000000')).toBe(0);
    expect(brightness('#ffffff')).toBe(255);
    expect(brightness('rgb(100, 150, 200)')).toBeCloseTo((100 * 299 + 150 * 587 + 200 * 114) / 1000);
  });

  it('gives black text above the cutoff and white text at or below it', () => {
    expect(brightness('rgb(130, 130, 130)')).toBe(130);
    expect(contrastText('rgb(130, 130, 130)')).toBe('#ffffff');
    expect(brightness('rgb(131, 131, 131)')).toBe(131);
    expect(contrastText('rgb(131, 131, 131)')).toBe('#000000');
    expect(contrastText('#ffffff')).toBe('#000000');
    expect(contrastText('#003366')).toBe('#ffffff');
    expect(contrastText('#ffcc00')).toBe('#000000');
  });

  it('gives null brightness and black text for an unreadable colour', () => {
    for (const c of ['', 'red', '#12', '#12345', 'rgb(1,2)', 'rgb(300,0,0)', 'rgb(a,b,c)', null, undefined]) {
      expect(brightness(c)).toBeNull();
      expect(contrastText(c)).toBe('#000000');
    }
  });
});
