import { describe, expect, it } from "vitest";
import { bucketTypes } from "~/collections";
import { bucketsOf } from "~/content/collection";
import { markdown, upload } from "~/content/fields";
import { prepareUpload, storedSize } from "~/features/admin/prepare-upload";
import { imageTypes, MEGABYTE, typeWords, type UploadRule, videoTypes } from "~/lib/media";

const pictures: UploadRule = { bucket: "projects", types: imageTypes, maxMegabytes: 5 };
const gallery: UploadRule = {
  bucket: "gallery",
  videoBucket: "videos",
  types: [...imageTypes, ...videoTypes],
  maxMegabytes: 50,
};
const videos: UploadRule = { bucket: "videos", types: videoTypes, maxMegabytes: 50 };

describe("the types of an upload rule, in words", () => {
  it("names pictures and videos as people know them, not by MIME type", () => {
    expect(typeWords(pictures)).toBe("JPEG, PNG or WebP pictures");
    expect(typeWords(gallery)).toBe("JPEG, PNG or WebP pictures, or MP4, WebM or MOV videos");
    expect(typeWords(videos)).toBe("MP4, WebM or MOV videos");
  });

  it("reads well for one or two types", () => {
    expect(typeWords({ ...pictures, types: imageTypes.slice(0, 1) })).toBe("JPEG pictures");
    expect(typeWords({ ...pictures, types: imageTypes.slice(0, 2) })).toBe("JPEG or PNG pictures");
  });
});

describe("a chosen file prepared for sending", () => {
  const file = (megabytes: number, name: string, type: string) =>
    new File([new Uint8Array(Math.round(megabytes * MEGABYTE))], name, { type });

  it("refuses a type the field does not take, saying in words which it takes", async () => {
    expect(await prepareUpload(file(0.01, "notes.txt", "text/plain"), pictures)).toEqual({
      ok: false,
      message: {
        title: "Invalid file type",
        description: "Please select one of: JPEG, PNG or WebP pictures",
        variant: "error",
      },
    });
    expect(await prepareUpload(file(0.01, "clip.mp4", "video/mp4"), pictures)).toMatchObject({
      message: { description: "Please select one of: JPEG, PNG or WebP pictures" },
    });
  });

  it("sends a video as it is, refused only over the limit", async () => {
    const clip = file(1, "clip.mov", "video/quicktime");
    expect(await prepareUpload(clip, gallery)).toEqual({ ok: true, file: clip });
    expect(await prepareUpload(file(1.5, "long.mp4", "video/mp4"), { ...gallery, maxMegabytes: 1 })).toMatchObject({
      ok: false,
      message: { title: "File too large", description: "Please select a file smaller than 1MB" },
    });
  });

  it("sends a picture it cannot decode as it is: within the limit to the server, over it refused", async () => {
    // Node has no createImageBitmap, like a browser that cannot read the file.
    const small = file(1, "photo.jpg", "image/jpeg");
    expect(await prepareUpload(small, pictures)).toEqual({ ok: true, file: small });
    expect(await prepareUpload(file(6, "photo.jpg", "image/jpeg"), pictures)).toMatchObject({
      ok: false,
      message: { title: "File too large", description: "Please select a file smaller than 5MB" },
    });
  });
});

describe("the size a picture is kept at", () => {
  it("is at most 2560 px on its long side, in proportion, never enlarged", () => {
    expect(storedSize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(storedSize(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(storedSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(storedSize(100_000, 10)).toEqual({ width: 2560, height: 1 });
  });
});

describe("the buckets the upload fields name", () => {
  it("gathers each bucket once, with every type a field that fills it takes", () => {
    const fields = [
      upload("imageUrl", "Picture", pictures),
      markdown("content", "Content", { pictures: { ...pictures, bucket: "notes" } }),
      upload("mediaUrl", "Media", gallery),
      upload("heroVideoUrl", "Video", videos),
    ];
    const buckets = bucketsOf([{ fields }]);
    expect([...buckets.keys()]).toEqual(["projects", "notes", "gallery", "videos"]);
    expect(buckets.get("projects")).toEqual(imageTypes);
    expect(buckets.get("gallery")).toEqual([...imageTypes, ...videoTypes]);
    expect(buckets.get("videos")).toEqual([...imageTypes, ...videoTypes]);
  });

  it("are the site's buckets: the content types', and the site's own pictures and videos", () => {
    expect([...bucketTypes.keys()].sort()).toEqual(["events", "gallery", "news", "projects", "site", "team", "videos"]);
    for (const bucket of ["events", "news", "projects", "site", "team"])
      expect(bucketTypes.get(bucket)).toEqual(imageTypes);
    for (const bucket of ["gallery", "videos"]) expect(bucketTypes.get(bucket)).toEqual([...imageTypes, ...videoTypes]);
  });
});
