import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { lazyService } from './lazy-service.js';

class Greeter {
  calls = 0;
  constructor(private readonly greeting: string) {}
  async greet(name: string): Promise<string> {
    this.calls += 1;
    return `${this.greeting}, ${name}`;
  }
}

type GreeterService = Pick<Greeter, 'greet'>;

describe('lazyService', () => {
  it('creates the service on the first call only, and answers what the service answers', async () => {
    const create = vi.fn(async () => new Greeter('Hello') as GreeterService);
    const service = lazyService(create);
    expect(create).not.toHaveBeenCalled();
    expect(await service.greet('Ada')).toBe('Hello, Ada');
    expect(await Promise.all([service.greet('Bo'), service.greet('Cy')])).toEqual(['Hello, Bo', 'Hello, Cy']);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('calls the method on the service itself (its own fields and private members)', async () => {
    const real = new Greeter('Bonjour');
    const service = lazyService(async () => real as GreeterService);
    await service.greet('Ada');
    await service.greet('Bo');
    expect(real.calls).toBe(2);
  });

  it('gives the same method each time and is not a promise itself', async () => {
    const service = lazyService(async () => new Greeter('Hi') as GreeterService);
    expect(service.greet).toBe(service.greet);
    expect((service as unknown as { then?: unknown }).then).toBeUndefined();
    // Awaiting the stand-in answers the stand-in, not the service's creation.
    expect(await Promise.resolve(service)).toBe(service);
  });

  it('passes a failure to create on to the call, and tries again on the next call', async () => {
    let attempts = 0;
    const service = lazyService(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
      return new Greeter('Hello') as GreeterService;
    });
    await expect(service.greet('Ada')).rejects.toThrow('chunk failed to load');
    expect(await service.greet('Ada')).toBe('Hello, Ada');
    expect(attempts).toBe(2);
  });

  it('passes a rejection of the method itself on unchanged', async () => {
    const failing = { greet: async (_name: string): Promise<string> => Promise.reject(new RangeError('nope')) };
    await expect(lazyService(async () => failing).greet('Ada')).rejects.toBeInstanceOf(RangeError);
  });

  it('answers as the service would, for any arguments (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (greeting, name) => {
        const service = lazyService(async () => new Greeter(greeting) as GreeterService);
        expect(await service.greet(name)).toBe(await new Greeter(greeting).greet(name));
      }),
    );
  });

  it('stands in only for services whose members all answer promises (checked by the type)', () => {
    const sync = { now: () => 1 };
    // @ts-expect-error a method that answers synchronously cannot wait for the service to load
    expect(() => lazyService(async () => sync)).not.toThrow();
  });
});
