import type { HairColorTryOn } from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBucket } from '../../src/services/address-buckets';
import { utcDay } from '../../src/services/limits';
import { databaseKinds } from '../helpers/database';
import { shade, uploadPhoto, waitForTryOn } from '../helpers/factories';
import { middayClock } from '../helpers/clock';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer, namedError, type TestRendererControl } from '../helpers/test-renderer';

const BUDGET = 4;

describe('address buckets', () => {
  it('count IPv4 addresses one by one, IPv6 addresses by their /64, mapped IPv4 as IPv4', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
  });
});

describe.each(databaseKinds)('free changes per address on %s', (kind) => {
  let server: TestServer;
  let control: TestRendererControl;
  const clock = middayClock();

  beforeAll(async () => {
    control = createTestRenderer();
    server = await startTestServer({
      database: kind,
      renderer: control.renderer,
      now: clock,
      env: { FREE_CHANGES_PER_ADDRESS_PER_DAY: String(BUDGET), RENDER_ATTEMPTS: '1' },
    });
  }, 60_000);
  afterAll(() => server.close());

  /** A fresh device id with a photo: what a client rotating ids would have. */
  async function newDevice() {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    return { token, photoId: photo.id };
  }

  function startTryOnFrom(
    address: string,
    device: { token: string; photoId: string },
    shadeId = 'copper',
  ): Promise<LightMyRequestResponse> {
    const { name, color } = shade(shadeId);
    return server.call(device.token, {
      method: 'POST',
      url: '/api/hair-color-try-ons',
      payload: { photoId: device.photoId, colorName: name, colorValue: color },
      remoteAddress: address,
    });
  }

  async function spendAll(address: string, changes: number) {
    const devices = [];
    for (let spent = 0; spent < changes; spent += 3) {
      const device = await newDevice();
      for (let i = 0; i < Math.min(3, changes - spent); i++) {
        const response = await startTryOnFrom(address, device);
        expect(response.statusCode, response.body).toBe(202);
        // Finished before going on, so a failure queued by a test meets the render it was meant for.
        await waitForTryOn(server, device.token, response.json<HairColorTryOn>().id);
      }
      devices.push(device);
    }
    return devices;
  }

  const spentOn = async (bucket: string) =>
    (
      await server.hairhue.database.db
        .selectFrom('free_use_by_address')
        .select('spent')
        .where('address', '=', bucket)
        .where('day', '=', utcDay(clock()))
        .executeTakeFirst()
    )?.spent ?? 0;

  it("refuses a new device id from an address past its day's budget with the free limit's own answer", async () => {
    const address = '203.0.113.7';
    const [first] = await spendAll(address, 3);
    if (!first) throw new Error('no device');
    const deviceLimit = await startTryOnFrom(address, first);
    expect(deviceLimit.statusCode).toBe(402);

    await spendAll(address, BUDGET - 3);
    const rotated = await newDevice();
    const addressLimit = await startTryOnFrom(address, rotated);
    expect(addressLimit.statusCode, addressLimit.body).toBe(402);
    expect(addressLimit.json()).toEqual(deviceLimit.json());
    expect(addressLimit.json()).toMatchObject({ error: { code: 'FREE_LIMIT_REACHED' } });
    expect(await spentOn(address)).toBe(BUDGET);

    // The same device from another address is still served.
    expect((await startTryOnFrom('198.51.100.9', rotated)).statusCode).toBe(202);
  });

  it('counts every address of an IPv6 /64 as one, and another /64 apart', async () => {
    const sameNetwork = [
      '2001:db8:7:1::1',
      '2001:db8:7:1::2',
      '2001:db8:7:1:aaaa::9',
      '2001:db8:7:1:ffff::1',
    ];
    for (const address of sameNetwork) {
      expect((await startTryOnFrom(address, await newDevice())).statusCode).toBe(202);
    }
    const refused = await startTryOnFrom('2001:db8:7:1:1234::5', await newDevice());
    expect(refused.json()).toMatchObject({ error: { code: 'FREE_LIMIT_REACHED' } });
    expect((await startTryOnFrom('2001:db8:7:2::1', await newDevice())).statusCode).toBe(202);
  });

  it('gives the address its change back when a free render fails', async () => {
    const address = '192.0.2.44';
    await spendAll(address, BUDGET - 1);
    const device = await newDevice();
    control.failNext(namedError('CorruptImageError', 'The image file is damaged and cannot be read.'));
    // Held past the POST's wait, so it answers 'processing' with the change still spent.
    control.hold();
    let failing;
    try {
      failing = await startTryOnFrom(address, device);
      expect(failing.statusCode).toBe(202);
      expect(failing.json<HairColorTryOn>().status).toBe('processing');
      expect(await spentOn(address)).toBe(BUDGET);
    } finally {
      control.release();
    }
    const done = await waitForTryOn(server, device.token, failing.json<HairColorTryOn>().id);
    expect(done.status).toBe('failed');
    expect(await spentOn(address)).toBe(BUDGET - 1);
    expect((await startTryOnFrom(address, device)).statusCode).toBe(202);
    expect((await startTryOnFrom(address, device)).statusCode).toBe(402);
  });

  it('with 10 new device ids at once from one address, exactly the budget is served', async () => {
    const address = '198.51.100.200';
    const devices = await Promise.all(Array.from({ length: 10 }, () => newDevice()));
    const responses = await Promise.all(devices.map((device) => startTryOnFrom(address, device)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(BUDGET);
    expect(statuses.filter((status) => status === 402)).toHaveLength(10 - BUDGET);
    expect(await spentOn(address)).toBe(BUDGET);
  });
});
