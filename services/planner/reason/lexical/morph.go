package lexical

import "strings"

// irregular maps English irregular verb forms and plurals, which a
// suffix-stripping stemmer cannot relate to their base, to that base
// ("bought" → "buy", "children" → "child"). Applied to tool text and query
// alike, before stemming.
var irregular = func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(`arise arose arisen
awake awoke awoken
be was were been
bear bore borne
beat beaten
become became
begin began begun
bend bent
bet
bid
bind bound
bite bit bitten
bleed bled
blow blew blown
break broke broken
breed bred
bring brought
build built
burn burnt
buy bought
catch caught
choose chose chosen
come came
cost
creep crept
cut
deal dealt
dig dug
do did done
draw drew drawn
dream dreamt
drink drank drunk
drive drove driven
eat ate eaten
fall fell fallen
feed fed
feel felt
fight fought
find found
flee fled
fly flew flown
forbid forbade forbidden
forecast
forget forgot forgotten
forgive forgave forgiven
freeze froze frozen
get got gotten
give gave given
go went gone
grind ground
grow grew grown
hang hung
have has had
hear heard
hide hid hidden
hit
hold held
hurt
keep kept
kneel knelt
know knew known
lay laid
lead led
lean leant
learn learnt
leave left
lend lent
lie lay lain
light lit
lose lost
make made
mean meant
meet met
mislead misled
overcome overcame
pay paid
prove proven
quit
ride rode ridden
ring rang rung
rise rose risen
run ran
say said
see saw seen
seek sought
sell sold
send sent
set
sew sewn
shake shook shaken
shine shone
shoot shot
show shown
shrink shrank shrunk
shut
sing sang sung
sink sank sunk
sit sat
sleep slept
slide slid
speak spoke spoken
speed sped
spend spent
spin spun
split
spread
spring sprang sprung
stand stood
steal stole stolen
stick stuck
sting stung
strike struck
swear swore sworn
sweep swept
swim swam swum
swing swung
take took taken
teach taught
tear tore torn
tell told
think thought
throw threw thrown
understand understood
undertake undertook undertaken
wake woke woken
wear wore worn
weave wove woven
weep wept
win won
wind wound
withdraw withdrew withdrawn
write wrote written
child children
person people
man men
woman women
foot feet
tooth teeth
mouse mice
goose geese
analysis analyses
crisis crises
criterion criteria
phenomenon phenomena
thesis theses
diagnosis diagnoses
hypothesis hypotheses
index indices
matrix matrices
vertex vertices
medium media
curriculum curricula
cactus cacti
fungus fungi
nucleus nuclei
stimulus stimuli
syllabus syllabi
alumnus alumni
life lives
leaf leaves
knife knives
wife wives
wolf wolves
half halves
shelf shelves
thief thieves
calf calves`, "\n") {
		f := strings.Fields(line)
		for _, w := range f[1:] {
			// Forms that are also common words of their own stay as they
			// are: "lay", "left", "ground", "saw", "rose", "bound", "wound",
			// "lit", "media", "lives", "fed", "won".
			switch w {
			case "lay", "left", "ground", "saw", "rose", "bound", "wound", "lit", "media", "lives", "fed", "won", "bit", "lead", "met", "sat", "has", "had", "was", "were", "been", "did", "done":
				continue
			}
			m[w] = f[0]
		}
	}
	return m
}()
