// Typed calls of 我的宠物 (docs/pet.md) through the shared request client: one pet, add/update,
// delete, the photo (upload and its address for <img>); lost mode and find device come from
// ../../shared/petCare.tsx.
import { appendQuery, currentSessionId, unwrap, type AppStorage, type HttpClient } from '@chelian/core';
import type { Pet } from '../../shared/petList';

export const PET_ADD_PATH = '/car/v4/api/pet/add.json';
export const PET_UPDATE_PATH = '/car/v4/api/pet/update.json';
export const PET_DELETE_PATH = '/car/v4/api/pet/delete.json';
export const PET_PHOTO_UPLOAD_PATH = '/car/v4/api/pet/uploadPhoto.json';
export const PET_PHOTO_PATH = '/car/v4/api/pet/photo.json';

/** The form of add.json (with the tracker) and update.json (with the id). */
export interface PetForm {
  id?: number;
  name: string;
  breed?: string;
  birthday?: string;
  weightKg?: number;
  owner?: string;
  phone?: string;
  terminalNo?: string;
  terminalType?: string;
  normalInterval?: number;
  lostInterval?: number;
}

export function createPetsApi(http: HttpClient, storage: AppStorage) {
  return {
    async save(form: PetForm): Promise<void> {
      unwrap(await http.postJson(form.id !== undefined ? PET_UPDATE_PATH : PET_ADD_PATH, form));
    },
    async remove(id: number): Promise<void> {
      unwrap(await http.postJson(PET_DELETE_PATH, { id }));
    },
    async uploadPhoto(id: number, file: File): Promise<void> {
      unwrap(await http.upload(PET_PHOTO_UPLOAD_PATH, file, { id }));
    },
    /** The photo's address for an <img> (the session in the query, `version` defeats the cache). */
    photoUrl(pet: Pet, version: number): string {
      return http.resolveUrl(appendQuery(PET_PHOTO_PATH, { id: pet.id, sessionId: currentSessionId(storage), v: version }));
    },
  };
}

export type PetsApi = ReturnType<typeof createPetsApi>;
