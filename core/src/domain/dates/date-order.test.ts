import { describe, expect, it } from 'vitest';
import { DATE_ORDERS, dateInputFormat, datePartOrder, isDateOrder } from './date-order.js';

describe('date order', () => {
  it('gives the luxon format and placeholder of each order', () => {
    expect(dateInputFormat('I')).toEqual({ format: 'y/MM/dd', placeholder: 'YYYY/MM/DD' });
    expect(dateInputFormat('M')).toEqual({ format: 'MM/dd/y', placeholder: 'MM/DD/YYYY' });
    expect(dateInputFormat('L')).toEqual({ format: 'dd/MM/y', placeholder: 'DD/MM/YYYY' });
  });
  it('orders the parts as the placeholder does', () => {
    for (const order of DATE_ORDERS) {
      const fromPlaceholder = dateInputFormat(order)
        .placeholder.split('/')
        .map((p) => p[0]?.toLowerCase());
      expect(datePartOrder(order)).toEqual(fromPlaceholder);
    }
  });
  it('recognises the three codes only', () => {
    expect(DATE_ORDERS.every(isDateOrder)).toBe(true);
    expect(['X', 'i', '', 1, null].some(isDateOrder)).toBe(false);
  });
});
