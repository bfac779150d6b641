// The address service of the console: getGeo.json through the app's request client, batched.
import { isFileDownload, type HttpClient } from '@chelian/core';
import { AddressBatcher, type AddressAnswer, type AddressQuery } from './addressBatcher';

export const GET_GEO_PATH = '/car/v4/api/address/baidu/getGeo.json';

/** Points are sent in WGS-84 (coordType), as stored. */
export function createAddressBatcher(http: HttpClient): AddressBatcher {
  return new AddressBatcher(async (batch: AddressQuery[]) => {
    const reply = await http.postJson<AddressAnswer[] | string>(
      GET_GEO_PATH,
      { lonAndLatToAddressVOS: batch, coordType: 'wgs84' },
      { silent: true },
    );
    return !isFileDownload(reply) && Number(reply.flag) === 1 ? reply.obj : undefined;
  });
}
