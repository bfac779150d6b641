// The font family every map draws its text with (MapLibre's local glyphs: no glyph server), the
// offline map's names included, in the console and in the build's raster tiles alike.
export const MAP_FONT_FAMILY = "'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei', 'PingFang SC', sans-serif";
