package report

import "strings"

// studySetting is what the impression needs to know of the study: whether it is
// cross-sectional (CT, MR, ultrasound), whose impressions sum up incidental findings in a line,
// and its region, which words the normal statement ("No acute cardiopulmonary abnormality.").
type studySetting struct {
	crossSectional bool
	region         region // regionCount when none or several
}

// impressionRegions are the regions with a normal statement of their own.
var impressionRegions = []region{regionChest, regionHead, regionAbdomen}

// readSetting reads the study's setting from its context (template title, technique), else
// from the statements themselves.
func readSetting(language, context string, statements []ImpressionStatement) studySetting {
	p := impressionWordsFor(language)
	var all strings.Builder
	all.WriteString(context)
	for _, st := range statements {
		all.WriteString("\n" + st.Text)
	}
	text := all.String()
	set := studySetting{region: regionCount}
	ws := words(text)
	set.crossSectional = p.crossSectional.Within(ws, 0, len(ws))
	set.region = p.regionOf(language, context)
	if set.region == regionCount {
		set.region = p.regionOf(language, text)
	}
	return set
}

// regionOf is the one region of impressionRegions text names, else regionCount.
func (p *impressionWords) regionOf(language, text string) region {
	found := regionsIn(language, text)
	out := regionCount
	for _, r := range impressionRegions {
		if found.has(r) {
			if out != regionCount {
				return regionCount
			}
			out = r
		}
	}
	return out
}
