package dictation

import "testing"

// The floors of the Polish, Romanian, Swedish, Slovenian, Lithuanian and Greek corpus, measured
// as segment_corpus_test.go measures the others.
var segmentCorpusMoreFloors = map[string]segmentCorpusFloor{
	"pl": {0.808, 0.442, 0.573, 0, 0},
	"ro": {0.952, 0.653, 0.775, 0, 0},
	"sv": {0.739, 0.403, 0.523, 0, 0},
	"sl": {0.804, 0.518, 0.631, 0, 0},
	"lt": {0.791, 0.557, 0.654, 0, 0},
	"el": {0.824, 0.499, 0.623, 0, 0},
}

var segmentHeldOutMoreFloors = map[string]segmentCorpusFloor{
	"pl": {0.730, 0.266, 0.394, 0, 0},
	"ro": {0.680, 0.313, 0.432, 0, 0},
	"sv": {0.730, 0.409, 0.525, 0, 0},
	"sl": {0.518, 0.313, 0.392, 0, 1},
	"lt": {0.758, 0.313, 0.447, 0, 0},
	"el": {0.730, 0.409, 0.525, 0, 0},
}

func TestSegmentCorpusMoreLanguages(t *testing.T) {
	testSegmentCorpus(t, []string{"pl", "ro", "sv", "sl", "lt", "el"}, segmentCorpusMoreFloors, segmentHeldOutMoreFloors)
}
