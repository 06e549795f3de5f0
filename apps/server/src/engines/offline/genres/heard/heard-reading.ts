/** A song, a cover or an album: what genres/genre-tags.ts tags #音乐 and a reaction listens to. */
export const MUSIC_WORDS =
  /翻唱|合唱|新歌|歌曲|专辑|音乐|(?<!演)唱歌|\bMV\b|\b(?:album|songs?|music video|singing|k-?pop)\b/i
