/** A short bedtime paragraph in each language, for the preview script and the tests. */
export const bedtimeSamples = {
  en:
    'Once upon a time, in a small village by the sea, there lived a kind little girl called Layla. ' +
    'Every night, Layla looked out of her window at the moon and whispered, “Good night, Moon.” ' +
    'One evening, a little falcon landed on her window and said, “Would you like to fly to the stars with me?”',
  ar:
    'كَانَ يَا مَا كَانَ، فِي قَرْيَةٍ صَغِيرَةٍ عَلَى شَاطِئِ الْبَحْرِ، عَاشَتْ بِنْتٌ لَطِيفَةٌ اسْمُهَا لَيْلَى. ' +
    'كُلَّ لَيْلَةٍ، كَانَتْ لَيْلَى تَنْظُرُ مِنْ نَافِذَتِهَا إِلَى الْقَمَرِ، وَتَهْمِسُ: «تُصْبِحُ عَلَى خَيْرٍ يَا قَمَرُ». ' +
    'وَذَاتَ مَسَاءٍ، حَطَّ صَقْرٌ صَغِيرٌ عَلَى النَّافِذَةِ وَقَالَ: «هَلْ تُرِيدِينَ أَنْ نَطِيرَ مَعًا إِلَى النُّجُومِ؟»',
} as const;
