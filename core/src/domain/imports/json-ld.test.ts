import { describe, expect, it } from 'vitest';
import { extractJsonLd, jsonLdBlocks, jsonLdNodes } from './json-ld.js';

const script = (body: string, type = 'application/ld+json') => `<script type="${type}">${body}</script>`;

describe('extractJsonLd', () => {
  it('finds every ld+json block and leaves other scripts alone', () => {
    const html = `<html><head>${script('{"@type":"FlightReservation","reservationNumber":"X2Y3Z4"}')}${script('var a = {"@type":"Nope"};', 'text/javascript')}</head>
      <body><p>Bonjour</p>${script('[{"@type":"LodgingReservation"},{"@type":"FoodEstablishmentReservation"}]', 'Application/LD+JSON; charset=utf-8')}</body></html>`;
    expect(jsonLdBlocks(html)).toHaveLength(2);
    expect(extractJsonLd(html).map((n) => n['@type'])).toEqual(['FlightReservation', 'LodgingReservation', 'FoodEstablishmentReservation']);
  });

  it('flattens @graph, drops @context and resolves @id references inside the block', () => {
    const nodes = jsonLdNodes(
      '{"@context":"https://schema.org","@graph":[{"@type":"FlightReservation","reservationFor":{"@id":"#af1234"}},{"@id":"#af1234","@type":"Flight","flightNumber":"1234"}]}',
    );
    expect(nodes[0]).toEqual({ '@type': 'FlightReservation', reservationFor: { '@id': '#af1234', '@type': 'Flight', flightNumber: '1234' } });
  });

  it('tolerates comment and CDATA wrappers, trailing junk and trailing commas', () => {
    expect(jsonLdNodes('<!-- {"@type":"EventReservation",} -->')).toEqual([{ '@type': 'EventReservation' }]);
    expect(jsonLdNodes('//<![CDATA[\n{"@type":"BusReservation"}\n//]]>')).toEqual([{ '@type': 'BusReservation' }]);
    expect(jsonLdNodes('{"@type":"TaxiReservation"}; window.x = 1;')).toEqual([{ '@type': 'TaxiReservation' }]);
  });

  it('decodes HTML entities when a mail template escaped the JSON', () => {
    expect(jsonLdNodes('{&quot;@type&quot;:&quot;LodgingReservation&quot;,&quot;reservationNumber&quot;:&quot;H&amp;M-7&quot;}')).toEqual([
      { '@type': 'LodgingReservation', reservationNumber: 'H&M-7' },
    ]);
  });

  it('skips invalid JSON and items without @type', () => {
    expect(jsonLdNodes('{"@type": "FlightReservation", oops}')).toEqual([]);
    expect(jsonLdNodes('{"name":"no type"}')).toEqual([]);
    expect(extractJsonLd(script('{broken') + script('{"@type":"BoatReservation"}'))).toEqual([{ '@type': 'BoatReservation' }]);
  });

  it('does not loop on a reference cycle', () => {
    const nodes = jsonLdNodes('[{"@id":"a","@type":"Thing","next":{"@id":"b"}},{"@id":"b","@type":"Thing","next":{"@id":"a"}}]');
    expect(nodes).toHaveLength(2);
  });
});
