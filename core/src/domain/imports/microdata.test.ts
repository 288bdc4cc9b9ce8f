import { describe, expect, it } from 'vitest';
import { extractMicrodata } from './microdata.js';

describe('extractMicrodata', () => {
  it('reads nested items and values by element: meta, link, time, img and text', () => {
    const html = `<div itemscope itemtype="http://schema.org/RentalCarReservation">
      Buchungsnummer: <b itemprop="reservationNumber">EU-448812</b>
      <link itemprop="reservationStatus" href="http://schema.org/ReservationConfirmed"/>
      <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Car">
        <span itemprop="name">VW Golf</span><img itemprop="image" src="https://cdn.example/golf.png">
      </div>
      <time itemprop="pickupTime" datetime="2026-07-01T09:00:00+02:00">1. Juli, 09:00</time>
      <meta itemprop="dropoffTime" content="2026-07-08T18:00:00+02:00">
    </div>`;
    expect(extractMicrodata(html)).toEqual([
      {
        '@type': 'http://schema.org/RentalCarReservation',
        reservationNumber: 'EU-448812',
        reservationStatus: 'http://schema.org/ReservationConfirmed',
        reservationFor: { '@type': 'http://schema.org/Car', name: 'VW Golf', image: 'https://cdn.example/golf.png' },
        pickupTime: '2026-07-01T09:00:00+02:00',
        dropoffTime: '2026-07-08T18:00:00+02:00',
      },
    ]);
  });

  it('collects a property given twice as an array, and several names on one element', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/EventReservation"><span itemprop="underName">A</span><span itemprop="underName">B</span><i itemprop="name alternateName">Gig</i></div>';
    expect(extractMicrodata(html)[0]).toEqual({ '@type': 'https://schema.org/EventReservation', underName: ['A', 'B'], name: 'Gig', alternateName: 'Gig' });
  });

  it('follows itemref and lists items nested without itemprop as top-level items', () => {
    const html = `<div itemscope itemtype="http://schema.org/Thing" itemref="extra"><div itemscope itemtype="http://schema.org/Other"></div></div>
      <p id="extra"><span itemprop="name">Referenced</span></p>`;
    expect(extractMicrodata(html)).toEqual([{ '@type': 'http://schema.org/Thing', name: 'Referenced' }, { '@type': 'http://schema.org/Other' }]);
  });

  it('answers nothing for a page without microdata', () => {
    expect(extractMicrodata('<p itemprop="name">No item</p>')).toEqual([]);
  });
});
