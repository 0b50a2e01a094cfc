"""An English reply, read sentence by sentence."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from functools import partial

from imprint.pipeline import heuristics as h
from imprint.pipeline.absences import absence_clause, absence_in, arrangement_in, bound_beside
from imprint.pipeline.amend import (
    arrangement,
    as_theirs,
    old_beside,
    term_fixes_in,
    with_fix,
    with_old,
)
from imprint.pipeline.amount_pointers import amount_pointed
from imprint.pipeline.answer_order import answer_order
from imprint.pipeline.answers import answered_fact, openers
from imprint.pipeline.approvals import (
    approval,
    approved_rule,
    lasting_approval,
    pointing_approval,
)
from imprint.pipeline.asked_to_keep import asked_to_keep, kept_for_later
from imprint.pipeline.asks_apart import ask_apart, facts_apart, question_apart, told_after_question
from imprint.pipeline.bare_owned import bare_owned
from imprint.pipeline.body_weight import weight_told
from imprint.pipeline.businesses import own_business
from imprint.pipeline.care_orders import care_order, lifted_order
from imprint.pipeline.choices import answer_frame
from imprint.pipeline.colleagues_at import colleagues_at
from imprint.pipeline.coming_events import coming_event
from imprint.pipeline.complaints import complains, fix_after_complaint
from imprint.pipeline.conditional_asks import conditional_ask
from imprint.pipeline.corrected_states import corrected_state, corrects
from imprint.pipeline.deadlines import with_topic
from imprint.pipeline.directions import resolve_topic
from imprint.pipeline.duties import duty_told
from imprint.pipeline.english_sentence import sentence_statements
from imprint.pipeline.fact_gate import learned_facts
from imprint.pipeline.forget import forget_request, requests_apart
from imprint.pipeline.format_feelings import format_feeling
from imprint.pipeline.goals import goal_told
from imprint.pipeline.head_counts import head_count
from imprint.pipeline.health_mentions import health_mention, with_allergen
from imprint.pipeline.hedges import firm_part, wholly_hedged
from imprint.pipeline.held_at import held_at
from imprint.pipeline.instead_picks import instead_pick
from imprint.pipeline.kept_statements import (
    not_forgotten,
    strongest,
    with_private_apart,
)
from imprint.pipeline.known_as import as_known
from imprint.pipeline.lasting_asks import (
    POLITE_REQUEST,
    ask_continued,
    request_with_reason,
    wished_way,
)
from imprint.pipeline.led_rules import general_rule, led_clause
from imprint.pipeline.life import household_reply
from imprint.pipeline.minds_changed import (
    after_change_of_mind,
    ask_after,
    changed_topic,
    given_up,
    mind_apart,
    mind_before,
)
from imprint.pipeline.mistaken_things import denied_then_named, implied_swap, mistaken_thing
from imprint.pipeline.move_nouns import as_moved
from imprint.pipeline.named_beings import named_being
from imprint.pipeline.named_works import named_works
from imprint.pipeline.new_labels import going_to_be, new_label
from imprint.pipeline.new_named import new_named
from imprint.pipeline.new_partners import partner_told
from imprint.pipeline.now_that import now_that
from imprint.pipeline.one_off import (
    accepts_offer,
    explains_one_off,
    for_now_request,
    marks_one_off,
    one_off_apart,
    standing,
)
from imprint.pipeline.others_wishes import others_wish, views_apart
from imprint.pipeline.own_age import age_told
from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.own_places import own_place
from imprint.pipeline.own_view import own_view
from imprint.pipeline.picked_pointers import resolve_pick
from imprint.pipeline.places import asked_from, place_alone
from imprint.pipeline.planned_moves import planned_move
from imprint.pipeline.pointed_addresses import address_pointed
from imprint.pipeline.pointed_people import people_named
from imprint.pipeline.pointed_values import value_now, when_pointed
from imprint.pipeline.preference_gate import learned_preferences
from imprint.pipeline.price_lists import price_list
from imprint.pipeline.quoted_values import quoted_replaced
from imprint.pipeline.redone_picks import redone_pick
from imprint.pipeline.referents import resolve_referent, unclear_person
from imprint.pipeline.relatives_told import told_in_relatives
from imprint.pipeline.relayed import for_someone_else, relayed_lead, someone_elses_rule
from imprint.pipeline.reply_decisions import (
    chosen_decision,
    join_fragments,
    one_decision,
    picks_over_named,
)
from imprint.pipeline.retired_values import retired_values, successor_facts, with_retired
from imprint.pipeline.role_fragments import role_being
from imprint.pipeline.role_holders import holder_is, named_holder
from imprint.pipeline.rule_lists import listed_rules, told_method
from imprint.pipeline.segment import (
    asides_restored,
    brackets_as_commas,
    informal_english,
    segment,
    without_asides,
)
from imprint.pipeline.set_dates import date_set
from imprint.pipeline.setup_told import setup_told
from imprint.pipeline.spec_sheets import (
    HOUSE_RULE,
    bare_standard,
    edits_draft,
    list_item,
    opens_list,
    relays_someone,
    someone_elses,
    spec_sheet,
)
from imprint.pipeline.stack_fragments import stack_fragment
from imprint.pipeline.standing_apart import standing_apart
from imprint.pipeline.standing_markers import merge_markers, without_concession
from imprint.pipeline.statements import Statement, new_statement, rule_statement, says_mostly
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.taste_turns import as_tasted
from imprint.pipeline.team_habits import code_convention, team_habit
from imprint.pipeline.their_setup import their_setup
from imprint.pipeline.time_windows import time_window
from imprint.pipeline.told_facts import facts_told, inside
from imprint.pipeline.tools_in_asks import BARE_MOVE, moved_over, tool_in_ask, tool_in_reason
from imprint.pipeline.trips import trip_told
from imprint.pipeline.understanding import MAX_CHARS, Understanding
from imprint.pipeline.unexplained import LATIN_WORD, left_unexplained
from imprint.pipeline.updates import (
    Change,
    against_old,
    as_retraction,
    change_in,
    retracted_after,
    retracted_at,
)
from imprint.pipeline.user_name import as_introduction
from imprint.pipeline.usual_apart import usual_apart
from imprint.pipeline.weighed_switches import current_before_switch
from imprint.pipeline.wording_habits import signed_as, wording_habit
from imprint.types import MemoryType, SignalType

_THEY = re.compile(r"^they(?:'re|\s|re\s)", re.IGNORECASE)


def _workplace_fact(clause: str, sentence: str) -> Statement:
    """What "they" use where the user just said they work, as a fact of the user's work.

    "first week at monzo done. they're all on looker": the new workplace's tools are the
    user's too, where a client's ("they're on quickbooks") stay in the client's scope.
    """
    content = f"At the user's work, {clause[0].lower()}{clause[1:]}"
    return new_statement(
        SignalType.FACT, MemoryType.FACT, content, None, Change(), sentence, "workplace_setup"
    )


def english_reading(reply: str, agent_output: str) -> Understanding:
    """Read an English reply: each sentence's statements, what they retire and forget."""
    sentences = merge_markers(
        tuple(
            without_concession(part)
            for s in segment(
                as_known(as_moved(as_tasted(informal_english(as_introduction(h.normalise(reply))))))
            ).sentences
            for whole in one_off_apart(
                firm_part(brackets_as_commas(s[: h.MAX_SENTENCE_CHARS]), "en")
            )
            for asked in ask_apart(whole)
            for told_before in question_apart(asked)
            for told in told_after_question(told_before)
            for heard in told_in_relatives(told)
            for apart in facts_apart(heard)
            for usual in usual_apart(apart)
            for standing in standing_apart(usual)
            for viewed in views_apart(standing)
            for part in mind_apart(viewed)
        )
    )
    if not sentences or all(h.is_ack(s) for s in sentences):
        return Understanding(language="en")
    # "... for my girlfriend tonight. she's lactose intolerant": said of the one person named
    sentences = people_named(sentences)
    context = h.normalise(agent_output)[-MAX_CHARS:]
    sentences = requests_apart(sentences)
    request, used = forget_request(sentences, "en", context=context)
    if request is not None and request.remainder:
        sentences = sentences + request.remainder
    one_off = any(marks_one_off(s) for s in sentences)
    correction = h.correction_hit(list(sentences), context)
    correcting = correction is not None or corrects(reply)
    fixed = {
        i: fix for fix in term_fixes_in(sentences, context, used, one_off) for i in fix.indexes
    }
    statements: list[Statement] = []
    unexplained: list[str] = []
    reinforcement = False
    covered: set[int] = set()
    ruled_at: set[int] = set()
    listing = numbered = others_list = False
    decided = chosen_decision(sentences, context, used)
    if decided is not None:
        indexes, decision = decided
        covered.update(indexes)
        statements.append(decision)
    for index, sentence in enumerate(sentences):
        if index in used or index in covered or h.is_ack(sentence):
            continue
        weighed = current_before_switch(sentence)
        if weighed is not None:
            # "thinking about switching from healthy paws to embrace": the switch is only
            # weighed, but what it is from is what the user has now
            statements.append(_told(weighed, sentence))
        if wholly_hedged(sentence):
            # "we'll probably switch to Postgres" keeps nothing; an LLM may still be asked.
            if left_unexplained(sentence, one_off=False):
                unexplained.append(sentence)
            continue
        previous = sentences[index - 1] if index else ""
        earlier = mind_before(sentences[:index])
        if earlier is not None and (ask := ask_after(sentence)):
            # "I changed my mind on the bullets. i read these on my phone ..., just do short
            # plain paragraphs again": the ask at the end answers the change of mind
            sentence, previous = ask, earlier
        sentence = resolve_referent(resolve_topic(sentence, previous), sentences[:index])
        sentence = resolve_pick(sentence, sentences[:index], context)
        sentence = amount_pointed(sentence, context) or sentence
        hits = h.sentence_hits(sentence, context)
        if correction is not None and index < 2 and sentence in correction.text:
            hits = [correction, *hits]
        approves = approval(sentence, previous, hits)
        beside = _ASKS_BESIDE.search(sentence) if approves else None
        if beside is not None and not lasting_approval(sentence):
            # "yes exactly like that, small numbered steps is how i want plans in general":
            # the approval, then an ask of the user's own, read as said
            reinforcement = True
            sentence = sentence[beside.start() + 1 :].strip()
            hits = h.sentence_hits(sentence, context)
            approves = approval(sentence, previous, hits)
        marked = marks_one_off(sentence)
        # "just for this email: formal. Always sign with my initials.": the sentence that
        # says it lasts is the exception; "keep it short for now" is this turn's alone.
        this_turn = marked or ((one_off or for_now_request(sentence)) and not standing(sentence))
        # "Want this as a table?" "yes table pls": the offer taken, for this answer
        this_turn = this_turn or (index == 0 and accepts_offer(sentences[0], context))
        if approves and lasting_approval(sentence) and not this_turn:
            # "exactly how I want it every time": what was approved becomes a standing rule.
            kept = approved_rule(sentence, previous if index - 1 not in covered else "", context)
            if kept is not None:
                covered.add(index)
                statements.append(rule_statement(kept, sentence))
                continue
            if context and pointing_approval(sentence):
                # "like that every time" after an answer with no layout to name: it
                # approves, and its words alone are no rule.
                reinforcement = True
                continue
        reinforcement = reinforcement or bool(approves)
        read = partial(
            sentence_statements,
            context=context,
            previous=previous,
            first=index == 0,
            one_off=this_turn,
            marked=marked,
            in_preference=any(s.type is MemoryType.RULE for s in statements),
        )
        found = read(sentence, hits)
        topic = changed_topic(previous) if previous else None
        if topic is not None:
            # "I changed my mind about the font. use Georgia instead": the new ask takes the
            # place of what was asked about the font
            found = [
                dataclasses.replace(x, change=after_change_of_mind(x.change, topic))
                if x.type is MemoryType.RULE
                else x
                for x in found
            ]
        bare = without_asides(sentence) if "(" in sentence else sentence
        if bare != sentence:
            # "I'm type 1 diabetic (pump + libre) so ...", "my dad (84, COPD) lives in
            # Harrogate": the gloss in brackets hid the shape of a statement; what the
            # sentence says without it is kept too, unless already read.
            glossed = [
                dataclasses.replace(s, content=asides_restored(sentence, s.content))
                for s in read(bare, h.sentence_hits(bare, context))
            ]
            found = _joined(found, glossed)
        ruled = any(s.type is MemoryType.RULE for s in found)
        general = None if ruled or this_turn else general_rule(sentence)
        if general is not None and (kept_rule := h.canonical(general)) is not None:
            # "in general for the parent emails: keep them under 100 words": the lead-in
            # says it lasts and names what for; the instruction needs no shape of its own.
            found = [*found, rule_statement(kept_rule, sentence)]
            ruled = True
        led = None if ruled or this_turn else led_clause(sentence)
        if led is not None:
            # "house rules first: keep them under 120 words": the rule after the lead-in.
            led_rules = [
                s
                for s in sentence_statements(
                    led,
                    h.sentence_hits(led, context),
                    context,
                    previous=previous,
                    first=False,
                    one_off=False,
                    marked=False,
                )
                if s.type is MemoryType.RULE
            ] or [
                # "... (Pellworth) so from now on it's British spelling in everything": the
                # rule is said in a shape only the gate reads
                s
                for s in learned_preferences(led, None, " ".join(sentences))
                if s.type is MemoryType.RULE
            ]
            found = found + led_rules
            ruled = ruled or bool(led_rules)
        way_of_working = (
            None
            if ruled or this_turn
            else wished_way(sentence) or conditional_ask(sentence) or answer_order(sentence)
        )
        if way_of_working is not None:
            # How the agent works, in a shape no reader above took: a wish that lasts ("I'd
            # love it if you cited sources when you make claims"), an ask bound to what the
            # answer holds ("if there's code, comment it"), the order of an answer's parts
            # ("my brain works better with examples first, theory after")
            found = [*found, rule_statement(way_of_working, sentence)]
        if not this_turn:
            # "couple of ground rules: typescript every time, no .jsx files": each item
            found = found + [
                rule_statement(item, sentence)
                for item in listed_rules(sentence)
                if not any(item[:-1].lower() in s.content.lower() for s in found)
            ]
            method = None if found else told_method(sentence)
            if method is not None:
                # "how i do reviews: minor things get nit:, concerns as questions": the
                # user's way of doing the work, kept whole
                found = [rule_statement(method, sentence)]
        sheet = (
            None
            if this_turn or found or listing or POLITE_REQUEST.match(previous.strip())
            else spec_sheet(sentence) or bare_standard(sentence)
        )
        if sheet is not None and edits_draft(sheet, context):
            sheet = None  # "shorter and less stiff lol": an edit of the message just drafted
        if sheet is not None:
            # "US spelling, super playful, emojis welcome": the standards of the work, as listed.
            found = [
                rule_statement(
                    sheet,
                    sentence,
                    HOUSE_RULE
                    if someone_elses(sentence) or relays_someone(sentences)
                    else "direction",
                ),
                *found,
            ]
        if not found and not this_turn and index and complains(previous):
            instead = fix_after_complaint(sentence)
            if instead is not None:
                # "three paragraphs before the code?? put the code first": how every answer goes
                found = [rule_statement(instead, sentence)]
        if not found and listing and not this_turn:
            item = list_item(sentence, numbered=numbered)
            numbered = item == ""
            if numbered:
                continue  # "1." cut from its item by the splitter
            if item is not None:
                # "their style guide:\n- US spelling\n- no emoji": each item is a rule
                found = [rule_statement(item, sentence)]
        if listing and others_list:
            # "their style guide:\n- no emoji": every rule of the list is theirs
            found = [
                dataclasses.replace(x, rule=HOUSE_RULE) if x.type is MemoryType.RULE else x
                for x in found
            ]
        if not found and opens_list(sentence):
            listing, others_list = True, someone_elses(sentence) or relays_someone(sentences)
        else:
            listing = listing and bool(found)
        if not this_turn and arrangement_in(sentence):
            found = arrangement(found, sentence, bound_beside(sentences, index))
        elif not found and not this_turn and absence_in(sentence):
            found = arrangement([], sentence, "")
        elif (
            found
            and not this_turn
            and (away := absence_clause(sentence)) is not None
            and not any(inside(s, away) for s in found)
        ):
            # "I'll be in Chile from July 2 to 23, and my neighbour feeds the cats": the
            # absence, bounded, beside what the rest of the sentence told
            found = [*arrangement([], away, ""), *found]
        if found and relayed_lead(sentence) is not None:
            found = as_theirs(found, sentence)
        theirs = someone_elses_rule(sentence)
        content = h.canonical(theirs) if theirs is not None else None
        if content is not None and not any(content.lower() in s.content.lower() for s in found):
            # "my landlord's rule is no pets": theirs, kept beside what the user makes of it.
            fact = new_statement(
                SignalType.FACT, MemoryType.FACT, content, None, Change(), sentence, "fact"
            )
            found = [fact, *(s for s in found if s.type is not MemoryType.RULE)]
        if index in fixed:
            found = with_fix(found, fixed[index], index, sentences)
        if not this_turn:
            found = facts_told(sentence, found)
        elif not marked:
            # "i'm at Blackthorn Security. for this report only leave out the CVSS scores":
            # the one-off is its own sentence's; the user's life told beside it lasts, but
            # not the moment that makes the ask one-off ("I'm on my phone today")
            found = [
                s
                for s in facts_told(sentence, found)
                if s in found or not explains_one_off(s.content)
            ]
        if previous and any(s.subject == "deadline" for s in found):
            # "grant app for our community garden. due june 30": the date is the grant's
            found = [
                dataclasses.replace(s, content=with_topic(s.content, previous))
                if s.subject == "deadline"
                else s
                for s in found
            ]
        if (
            not found
            and not this_turn
            and index - 1 in ruled_at
            and not any(sentence in x.source for x in statements)
        ):
            more = _more_of_rule(sentence)
            if more is not None:
                # "code first. then max 3 bullets.": one more item of the rule just given
                found = [rule_statement(more, sentence)]
        kept = None if found or this_turn else asked_to_keep(sentence)
        if kept is not None:
            # "u can remember I'm doing A-levels in chem and bio": kept because asked.
            found = [
                new_statement(
                    SignalType.FACT, MemoryType.FACT, kept, None, Change(), sentence, "fact"
                )
            ]
        # An answer to the agent's question is framed with it (`answered_fact`), whole.
        answers = index == 0 and answered_fact((sentence,), agent_output) is not None
        town = (
            place_alone(sentence, agent_output)
            if not found
            and not this_turn
            and index > 0
            and not all(h.is_ack(s) for s in sentences[:index])
            else None
        )
        if town is not None:
            # "... 125cc scooter. glasgow": the town, among fragments told for the agent
            found = [
                new_statement(
                    SignalType.FACT,
                    MemoryType.FACT,
                    f"The user is based in {town}.",
                    "city",
                    Change(),
                    sentence,
                    "fact",
                )
            ]
        listed = None if this_turn or answers else stack_fragment(sentence)
        if listed is not None:
            # "rust + axum + sqlx on postgres": the stack, listed without a verb; in place of
            # a fact read from one of its items, beside one of what the sentence says after
            # it ("STM32L476, FreeRTOS 10.5, ... and we're at 117k used already")
            stack = new_statement(
                SignalType.FACT, MemoryType.FACT, listed, None, Change(), sentence, "fact"
            )
            if all(x.type is MemoryType.FACT and _within(x.content, listed) for x in found):
                found = [stack]
            elif all(x.type is MemoryType.FACT for x in found):
                found = [stack, *found]
        told = all(x.type is MemoryType.FACT and x.rule == "fact" for x in found)
        habit = None if this_turn or not told else team_habit(sentence) or code_convention(sentence)
        if habit is not None:
            # "we never say 'users' in product copy", "our team only squashes merges": the
            # team's standing way of working, a rule rather than a fact told.
            found = [rule_statement(habit, sentence, "convention")]
        health = None if this_turn else health_mention(sentence, sentences[:index])
        if health is not None:
            # "He takes warfarin (evenings)": a health fact about the user or someone of theirs,
            # unless what else the sentence gave already holds it.
            found = _told_beside(found, health, sentence)
        unclear = unclear_person(sentence, sentences[:index])
        if found and not this_turn and not answers and not unclear:
            # "can you write a line saying texts are better. reason is im deaf in one ear": a
            # clause of the user's life beside what the rules read is judged by the gate too.
            extra = [
                f
                for f in _gated(sentence, bare)
                if not any(inside(f, s.content) or inside(s, f.content) for s in found)
                and not _quotes_what_was_read(f, found)
            ]
            found = [*found, *extra]
        if not found and not this_turn and not answers:
            # What no rule read may still be a fact of the user's life, in a shape of its own
            # ("15 years as a farrier in the Cotswolds"): the learned gate judges each clause;
            # not one about "she" after two women were named.
            found = [] if unclear else _gated(sentence, bare)
            if not found and index not in fixed and not _after_question(sentences, index):
                # "bullets, max 5, that's how I want everything from you": a standing ask in a
                # shape of its own; the preference gate judges it (the sentence before it, if
                # no rule read that, is what "same for every recipe" points back to). Not a
                # sentence that names the agent's term it corrects (read as such), nor one
                # after a question, which gives that question's reason ("always confuses me").
                before = sentences[index - 1] if index and index - 1 not in covered else None
                found = learned_preferences(sentence, before, " ".join(sentences))
        business = None if this_turn else own_business(sentence)
        if business is not None:
            # "a new tonkotsu for my ramen bar": the user runs it, beside whatever else the
            # sentence told (read after the gates, which judge the sentence as it stands)
            found = _told_beside(found, business, sentence)
        prices = None if this_turn else price_list(sentence, reply)
        if prices is not None:
            # "help me make a price list ... cut and blow dry GBP 35, wash and set GBP 28": what
            # the user charges, listed inside the ask
            found = _told_beside(found, prices, sentence)
        for named in () if this_turn else named_works(sentence):
            # "the game is Tidecaller btw": the name of what the user is making
            found = _told_beside(found, named, sentence)
        wish = None if this_turn else others_wish(sentence, sentences[index - 1] if index else "")
        if wish is not None:
            # "my co-maintainer Jun insists on squash merges": that person's wish, a fact about
            # them that names whose it is (never a rule of the user's)
            found = _told_beside(found, wish, sentence)
        order = None if this_turn else care_order(sentence)
        if order is not None:
            # "physio says no running for 6 weeks": the user's clinician's order is theirs
            found = _told_beside(found, order, sentence)
        lifted = (
            None if this_turn else lifted_order(sentence, sentences[index - 1] if index else "")
        )
        if lifted is not None:
            # "physio cleared me, can start running again": the order is lifted
            found = _told_beside(found, lifted, sentence, changed=True)
        holder = named_holder(sentence)
        if holder is None:
            # "jonas is our new drummer": who holds the role, said plainly; "our drummer is
            # pete" is kept in its own words when the sentence's reading holds it
            plain = holder_is(sentence)
            holder = None if plain is None or _holder_told(found, plain) else plain
        if holder is not None:
            # "priya, the new nanny, starts monday": who holds the role is a fact of its own
            # shape (it retires the old holder), even where the sentence's words hold it
            found = [*found, _told(holder, sentence)]
        held = role_being(sentence)
        if held is not None and all(s.subject not in ("role", "employer") for s in found):
            # "being qa lead is sooo much more people stuff": the role the user holds now
            found = _told_beside(found, held, sentence, changed=True)
        unowned = bare_owned(sentence)
        rate = unowned is not None and unowned.startswith("my usual rate is now ")
        if unowned is not None and (
            # "i'm quoting my usual 350 a day": the rate is what the sentence keeps
            rate or all(x.content.startswith("The user said") for x in found)
        ):
            # "kiln's a Skutt KM-818, 3 years old": the user's thing, said without "my"; what
            # the sentence quoted says no more
            owned_fact = h.canonical(unowned)
            # "so new base res is 640x360", "quoting my usual 80 an hour": a value set anew
            new_one = rate or unowned.startswith("my new ")
            found = [_told(owned_fact, sentence, changed=new_one)] if owned_fact else found
        duty = None if this_turn else duty_told(sentence)
        done = h.canonical(duty.said) if duty is not None else None
        if duty is not None and done is not None:
            # "ruff does all our linting and formatting now": what does a job of the user's
            found = _told_beside(found, done, sentence, changed=duty.changed)
        tool = None if this_turn else tool_in_reason(sentence)
        if tool is None and not this_turn and not found:
            tool = tool_in_ask(sentence)
        over = (
            None
            if this_turn or tool
            else moved_over(sentence, sentences[index - 1] if index else "")
        )
        moved = h.canonical(over) if over is not None else None
        if moved is not None:
            # "how do i set my status in teams? we moved over last month": the tool named
            # before is what they use now; the bare "moved over" read of it says no more
            found = [
                *(s for s in found if not BARE_MOVE.search(s.content)),
                _told(moved, sentence, changed=True),
            ]
        tool_fact = h.canonical(tool) if tool is not None else None
        if tool_fact is not None:
            # "need a workflow script for our youtrack board": the tracker the team is on
            found = _told_beside(found, tool_fact, sentence)
        for planned in (
            ()
            if this_turn
            else (
                held_at(sentence),
                setup_told(sentence),
                planned_move(sentence),
                trip_told(sentence),
                coming_event(sentence),
                asked_from(sentence),
            )
        ):
            if planned is not None:
                # "we're doing it at the boathouse on the river": where the planned event is;
                # "this is ros2 humble on a pi 4": what the thing asked about runs on
                found = _told_beside(found, planned, sentence)
        count = None if this_turn else head_count(sentence)
        if count is not None:
            # "list is down to 80 ppl": a count said as a change outdates the one kept before
            found = _told_beside(found, count, sentence, changed=True)
        weight = weight_told(sentence)
        if weight is not None:
            # "weighed in at 78.5 this morning!! so close": a reading told beside a question;
            # it is what the user weighs now, so it retires the weight kept before
            found = _told_beside(found, weight, sentence, changed=True)
        age = age_told(sentence)
        if age is not None:
            # "just turned 35, feeling old lol": the user's age now, which retires the one
            # kept before; "The user is 35 now." read beside it says no more
            others = [s for s in found if s.subject != "age"]
            found = _told_beside(others, age, sentence, changed=True)
        feeling = (
            None if any(s.type is MemoryType.RULE for s in found) else format_feeling(sentence)
        )
        if feeling is not None:
            # "walls of text lose me", "the emoji stuff feels childish": the rule a feeling
            # about a form of the answers implies, in place of the feeling kept as a fact
            # (what else the sentence tells, "I read on my phone", stays)
            form = feeling.form.rstrip("s")
            found = [
                *(
                    s
                    for s in found
                    if s.type is not MemoryType.FACT or form not in s.content.lower()
                ),
                rule_statement(feeling.rule, sentence, "preference"),
            ]
        partner = partner_told(sentence)
        if partner is not None and partner.startswith(
            ("The user is engaged", "The user is married")
        ):
            # "soph and i got engaged on the beach": the engagement, worded once with whom;
            # another reading of the couple ("Soph and the user got engaged") says no more
            whom = partner.rstrip(".").split()[-1].lower()
            found = [
                s
                for s in found
                if whom not in re.findall(r"[\w'-]+", s.content.lower())
                or _WED_WORDS.search(s.content) is None
            ]
        if partner is not None:
            # "I'm seeing someone new, Alex": who the user is with now, which retires the
            # partner kept before
            found = _told_beside(found, partner, sentence, changed=True)
        fixed_date = date_set(sentence)
        if fixed_date is not None:
            # "the date is locked, Sept 19 2026, because ... what do I book first??"
            found = _told_beside(found, fixed_date, sentence)
        goal = goal_told(sentence)
        if goal is not None:
            # "ok now building toward chicago marathon in october": what the user works
            # toward, said beside the ask; said as new, it retires the old goal
            found = _told_beside(found, goal.content, sentence, changed=goal.changed)
        state = corrected_state(sentence) if correcting and not this_turn else None
        if state is not None:
            # "no. this app has zero XML layouts, it's Jetpack Compose top to bottom": what
            # the thing the agent got wrong is, in the user's words
            found = _told_beside(
                found, 'The user said: "' + state.replace('"', "'") + '".', sentence
            )
        wording = None if found else signed_as(sentence)
        if wording is None and not this_turn and not found:
            wording = wording_habit(sentence)
        if wording is not None:
            # "i always just say 'Thanks,' never best regards": the user's own wording, a
            # rule for what is drafted in their name
            found = [*found, rule_statement(wording, sentence, "preference")]
        view = None if marked else own_view(sentence, reply)
        if view is not None:
            # "my husband wants the biggest dob. me, i want a small refractor": the user's
            # own view, said against someone else's, lasts though worded as a wish
            found = _told_beside(found, view, sentence)
        for owned in (
            own_place(sentence),
            own_gear(sentence),
            named_being(sentence),
            time_window(sentence),
        ):
            if owned is not None:
                # "a template for our site in Tilbury", "imaging with my celestron C8": the
                # ask is this turn's, what the user has lasts (a one-off ask or not); "my new
                # Kia EV6" is told as a change
                found = _told_beside(found, owned, sentence, changed=" a new " in owned)
        named_new = new_named(sentence)
        if named_new is not None:
            # "the classes at my new gym, Third Space, are so good": what the user has now,
            # told as a change of the old one of its kind
            found = _told_beside(found, named_new, sentence, changed=True)
        workplace = colleagues_at(sentence)
        if workplace is not None and all(s.subject != "employer" for s in found):
            # "my manager at KPMG wants the walkthrough by Friday": where the user works now,
            # which the sentence's other words nearly hold but do not say
            # "my new boss at the council": a new workplace, told as the change it is
            fresh = _NEW_WORD.search(sentence) is not None
            found = [*found, _told(workplace, sentence, changed=fresh)]
        grounds = now_that(sentence)
        if grounds is not None:
            # "now that I'm a senior designer I have to review juniors' work, tips?": the
            # news given as the ground of the ask, which holds now
            found = _told_beside(found, grounds, sentence, changed=True)
        if "allergic" in sentence.lower():
            found = [
                dataclasses.replace(x, content=with_allergen(x.content, sentence))
                if x.type is MemoryType.FACT
                else x
                for x in found
            ]
        if topic is not None:
            # "i changed my mind about the step by step thing. ... just give me a summary":
            # an ask the gates read after it takes the place of the old one too
            found = [
                dataclasses.replace(x, change=after_change_of_mind(x.change, topic))
                if x.type is MemoryType.RULE
                else x
                for x in found
            ]
        old = given_up(previous) if previous and topic is None else None
        if old is not None:
            # "i changed my mind, the lodge smells like 1987. we're doing it at the garden":
            # what is said next takes the place of the lodge
            found = [
                dataclasses.replace(x, change=after_change_of_mind(x.change, old)) for x in found
            ]
        if any(x.type is MemoryType.RULE for x in found) and for_someone_else(sentence):
            # "no emojis, she absolutely hates them": what to write to her, not to the user
            found = [x for x in found if x.type is not MemoryType.RULE]
        if found:
            covered.add(index)
            statements.extend(found)
            if any(x.type is MemoryType.RULE for x in found):
                ruled_at.add(index)
        elif not this_turn and index - 1 in ruled_at and (joined := ask_continued(sentence)):
            # "for all my captions: max 3 hashtags. and mention bookings are via the link in
            # bio": an ask joined to a standing one holds as long
            covered.add(index)
            ruled_at.add(index)
            statements.append(rule_statement(joined, sentence))
        else:
            if not this_turn:
                # "they use xero, and she wants P&L by location": a client's setup, kept only
                # in a declared scope; the sentence stays free for what else reads it (an
                # answer to "which client?"), which is all an unscoped turn keeps of it.
                at_work = any(s.subject == "employer" for s in statements)
                statements.extend(
                    _workplace_fact(c, sentence)
                    if at_work and _THEY.match(c)
                    else rule_statement(c, sentence, HOUSE_RULE)
                    for c in their_setup(sentence)
                )
            if left_unexplained(sentence, one_off=this_turn):
                unexplained.append(sentence)
    first = openers(sentences)
    answered = (
        answered_fact(
            tuple(s for i, s in enumerate(sentences) if i not in covered and i not in used),
            agent_output,
        )
        if not covered or min(covered) > first
        else None
    )
    if answered is None and first < len(sentences):
        # "Okonkwo lab, I'm her 4th yr grad student": the answer opens the sentence a rule
        # read the rest of, and no memory of it holds the answer; the answer is that
        # sentence and the next
        lead = _ANSWER_LEAD.match(sentences[first])
        if lead is not None and not any(
            lead.group("lead").lower() in s.content.lower() for s in statements
        ):
            after = [s for i, s in enumerate(sentences) if i > first and i not in used]
            answered = answered_fact((sentences[first], *after[:1]), agent_output)
            if answered is not None:
                # "The user's start date is sept 1." is held by the answer, said in its words
                statements = [
                    s
                    for s in statements
                    if s.type is not MemoryType.FACT
                    or s.source != sentences[first]
                    or not inside(s, answered.text)
                ]
    if answered is not None:
        question, answer, retired = answered
        statements.append(
            Statement(
                signal=SignalType.FACT,
                type=MemoryType.FACT,
                content=answer_frame(question, answer, agent_output),
                subject=subject_of(question) or subject_of(answer),
                change=Change(replaces=retired, changed=True)
                if retired
                else change_in(answer, "en"),
                source=answer,
                rule="answer",
                confidence=0.7,
            )
        )
    answered_text = answered[1] if answered else ""
    statements = _old_named_beside(_told_as_changes(statements, answered_text))
    statements += _pointed_values(sentences, statements, answered_text)
    statements += _labelled_values(sentences, statements, answered_text)
    statements += _instead_picks(sentences, statements)
    if not one_off:
        # A sentence that gave only a fact ("I'm in Canada, can you ...?") may hold the ask;
        # a rule read from another sentence ("and pls don't spoil anything") leaves it be.
        asked = request_with_reason(sentences, set(used))
        if asked is not None and not any(
            s.type is MemoryType.RULE and (asked.source in s.source or s.source in asked.source)
            for s in statements
        ):
            statements.append(asked)
    statements = one_decision(join_fragments(statements, sentences))
    statements = picks_over_named(statements, sentences, agent_output)
    retired = retired_values(sentences, used, "en")
    if retired and not one_off:
        statements += successor_facts(sentences, retired, statements, asked=request is not None)
    for fix in dict.fromkeys(fixed.values()):
        retired += tuple(v for v in fix.rejected if v not in retired)
    statements = _before_retraction(_after_retraction(statements, sentences), sentences)
    statements = [_with_quoted_replaced(s, agent_output) for s in statements]
    if not one_off:
        mistaken = _mistaken(sentences, context)
        if mistaken:
            # "porto, not lisbon" after "your flight lands in Lisbon": the agent's fact put
            # right, no way of writing to keep
            said = mistaken[0].source.strip(" .!").lower()
            wrong = f"not {mistaken[0].change.replaces[0]}"
            statements = [
                s
                for s in statements
                if (s.type is not MemoryType.RULE and s.rule != "learned")
                or (said not in s.source.lower() and wrong not in s.content.lower())
            ]
        statements += _redone(statements, sentences) + mistaken
        later = kept_for_later(sentences)
        if later is not None and not any(s.source == later[1] for s in statements):
            # "remember my coffee order so ... . large oat flat white, extra shot"
            statements = _told_beside(statements, later[0], later[1])
    # "if we moved to a bungalow, ...": a case supposed in the past tense is no fact, whichever
    # reader took it ("if i go low i eat jelly babies" is a habit, and stays)
    # nor is a state measured in minutes or hours ("been stood at the counter for 2 hours",
    # "on hold for 40 mins"): a moment of today, not the user's life
    statements = [
        s
        for s in statements
        if s.type is not MemoryType.FACT
        or (_SUPPOSED_FACT.match(s.content) is None and _FOR_HOURS.search(s.content) is None)
    ]
    if any(s.content.startswith(_TEAM_LEADS) for s in statements) and household_reply(reply):
        # "update on the curfew saga, we caved a bit": the household's "we" in every sentence
        statements = [
            dataclasses.replace(s, content=_as_households(s.content))
            if s.content.startswith(_TEAM_LEADS)
            else s
            for s in statements
        ]
    return Understanding(
        language="en",
        statements=strongest(
            with_private_apart(with_retired(not_forgotten(statements, request), retired))
        ),
        forget=request,
        reinforcement=reinforcement and not statements,
        retired=retired,
        unexplained=tuple(u for u in unexplained if not answered or u not in answered[1]),
    )


_TEAMS = "The user's team "
_TEAMS_OWN = "The user's team's "
_TEAM_LEADS = (_TEAMS, _TEAMS_OWN)


def _as_households(content: str) -> str:
    """`content` said of the user's household, not their team (team and user are both one)."""
    if content.startswith(_TEAMS_OWN):
        return "The user's " + content[len(_TEAMS_OWN) :]
    return "The user " + content[len(_TEAMS) :]


def _mistaken(sentences: tuple[str, ...], context: str) -> list[Statement]:
    """What the user has, put right after the agent took it for another ("its not a X, ...")."""
    tried = [(s, s) for s in sentences[:2]]
    if len(sentences) > 1 and sentences[1].lower().startswith("not "):
        both = f"{sentences[0]} {sentences[1]}"
        tried.insert(0, (both, both))  # "1820s! not 1920s."
    implied = implied_swap(sentences[0], context) if sentences else None
    if implied is not None:
        # "no no, Dundee" after "you're in Dublin": the value the agent said, put right
        tried.insert(0, (implied, sentences[0]))
    denied = denied_then_named(sentences, context)
    if denied is not None:
        # "im not vegetarian lol where did u get that. pescatarian.": read as one swap, the
        # denial its source (so the denial is not kept as a rule beside it)
        tried.insert(0, (denied, sentences[0]))
    for text, sentence in tried:
        fix = mistaken_thing(text, context)
        if fix is not None:
            change = Change(replaces=(fix.wrong,), changed=True)
            return [
                new_statement(
                    SignalType.CORRECTION,
                    MemoryType.FACT,
                    fix.content,
                    None,
                    change,
                    sentence,
                    "fact",
                )
            ]
    return []


def _redone(statements: list[Statement], sentences: tuple[str, ...]) -> list[Statement]:
    """The pick after a retraction no rule read: "scratch that, we're doing a buffet"."""
    pick = redone_pick(sentences)
    if pick is None:
        return []
    content, source = pick
    picked = _value_words(content) - _PICK_WORDS
    if any(
        s.source == source
        and (
            s.type is MemoryType.DECISION
            or (s.type is MemoryType.RULE and not picked.isdisjoint(_value_words(s.content)))
        )
        for s in statements
    ):
        # another rule read the pick already ("wait no, sqlite" as a rule put in place of
        # the old one); two memories of one value would both be kept. A fact beside it
        # ("we're having it at the boathouse") is what happened, the decision what was chosen
        return []
    change = as_retraction(Change())
    return [
        new_statement(
            SignalType.DECISION, MemoryType.DECISION, content, None, change, source, "decision"
        )
    ]


_PICK_WORDS = frozenset("going with doing having instead the make".split())
"""The words `redone_pick` words a pick with, beside the value picked."""


def _within(content: str, listed: str) -> bool:
    """Whether a fact read from part of a stack list says nothing the whole list leaves out.

    "rails 7.1 app, jobs run on sidekiq w/ redis, all on heroku": "All on heroku." is its
    last item, and the list is kept whole in its place.
    """
    return _value_words(content) - {"user", "the", "user's"} <= _value_words(listed)


def _value_words(content: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]{3,}", content.lower()))


def _before_retraction(statements: list[Statement], sentences: tuple[str, ...]) -> list[Statement]:
    """What the reply took back before a retraction is not kept, when something follows it.

    "we order most stuff thru mayesh... actually no wait, thats last year. we switched to the
    co-op": memories of one reply never supersede each other, so the first statement must
    not be written at all.
    """
    at = retracted_at(sentences)
    if at is None:
        return statements
    # only the sentence just before: "I'm vegetarian. I live in Cork. Actually no, Galway"
    # takes back Cork, not the diet
    before = sentences[at - 1]
    after = set(sentences[at:])
    if not any(s.source in after for s in statements):
        return statements
    return [s for s in statements if s.source != before]


_SAID_BETTER = re.compile(
    r"\b(?:works?|suits?|fits?)\s+(?:much\s+|way\s+|a\s+lot\s+)?better\b|\b(?:is|'s|would\s+be)\s+"
    r"(?:much\s+|way\s+)?better\b",
    re.IGNORECASE,
)
"""A value given as the better one ("thursdays at 2 works better"): a pick in place of another."""


def _after_retraction(statements: list[Statement], sentences: tuple[str, ...]) -> list[Statement]:
    """What follows a sentence that only took the user's last word back revises it.

    "hmm scratch that. talked to my cofounder, they need SOC2. going with RDS": the pick two
    sentences on replaces the one before, as "scratch that, going with RDS" does. Only
    picks and statements of a subject carry it: "they need SOC2" is the reason, no value.
    """
    later = retracted_after(sentences)
    if not later:
        return statements
    out = []
    for statement in statements:
        if (
            (
                statement.type is MemoryType.DECISION
                or statement.subject is not None
                or _SAID_BETTER.search(statement.source) is not None
            )
            and not statement.change.retracts
            and any(statement.source in s or s in statement.source for s in later)
        ):
            statement = dataclasses.replace(statement, change=as_retraction(statement.change))
        out.append(statement)
    at = len(sentences) - len(later) - 1
    # only a whole sentence before what follows took the word back; a retraction cut at its
    # stop ("ok wait, no. the team hates it.") goes on in its own sentence, which stays
    taken_back = sentences[at] if at >= 0 and sentences[at + 1 :] == later else ""
    if taken_back and any(s.change.retracts for s in out) and against_old(taken_back):
        # "wait no, fridays at 4 clashes with school pickup": why the old value went, no fact
        out = [s for s in out if s.source != taken_back]
    return out


_MORE_LEAD = re.compile(r"^(?:then|and|also|plus|oh\s+and|and\s+also)\b[\s,]*", re.IGNORECASE)
_MORE_TAIL = re.compile(
    r",?\s*(?:if\s+you\s+would|if\s+you\s+can|please|pls|thanks|too|as\s+well"
    r"|while\s+(?:you'?re|ur|you\s+are)\s+at\s+it)[.!]*$",
    re.I,
)


def _more_of_rule(sentence: str) -> str | None:
    """One more standard, said alone right after a rule ("then max 3 bullets."), or None."""
    text = _MORE_TAIL.sub("", _MORE_LEAD.sub("", h.strip_filler(sentence).strip()))
    if not text or any(mark in text for mark in "?:'\"`"):
        return None
    return bare_standard(text)


def _after_question(sentences: Sequence[str], index: int) -> bool:
    """Whether the sentence at `index` follows a question in the same reply, as its reason.

    Not an ask of the agent for every time ("can u explain variance? and in general when u
    explain stuff give me a worked example first"): that lasts whatever came before it.
    """
    if index == 0 or not sentences[index - 1].rstrip().endswith("?"):
        return False
    sentence = sentences[index]
    return not (_TO_THE_AGENT.search(sentence) and standing(sentence))


_TO_THE_AGENT = re.compile(r"\b(?:you|u|ya|your|ur)\b", re.IGNORECASE)


_ANSWER_LEAD = re.compile(
    r"^(?P<lead>(?!(?:i|i'm|im|we|we're|it|it's|its|that|this|yes|yeah|no|nope|ok|okay|so|well"
    r"|hmm|oh|um|lol|haha|thanks|sure|maybe|not|\w+ly)\b)[\w&'.-]+(?:\s+[\w&'.-]+){0,3}),\s+"
    r"(?=\w)",
    re.IGNORECASE,
)
"""A few words answering before a clause a rule read: "Okonkwo lab, I'm her ...", "eindhoven,
start date is sept 1"."""


def _with_quoted_replaced(statement: Statement, agent_output: str) -> Statement:
    """A rule setting a quoted value for good, retiring the one the agent quoted back."""
    if statement.type is not MemoryType.RULE:
        return statement
    old = quoted_replaced(statement.source, agent_output)
    if old is None or old.casefold() in statement.content.casefold():
        return statement
    change = statement.change
    replaced = Change(
        replaces=(*change.replaces, old.lower()),
        retracts=change.retracts,
        changed=True,
        revises=False,
    )
    return dataclasses.replace(statement, change=replaced)


def _held(sentence: str, statements: list[Statement]) -> bool:
    """Whether a statement read already holds `sentence` (or it holds the statement's source)."""
    return any(sentence in s.source or s.source in sentence for s in statements)


def _instead_picks(sentences: tuple[str, ...], statements: list[Statement]) -> list[Statement]:
    """Plans made in place of another that nothing else read ("we're doing vietnam instead")."""
    found: list[Statement] = []
    for sentence in sentences:
        if _held(sentence, statements):
            continue
        content = instead_pick(sentence)
        if content is not None:
            change = Change(changed=True, revises=True)
            found.append(
                new_statement(
                    SignalType.DECISION,
                    MemoryType.DECISION,
                    content,
                    None,
                    change,
                    sentence,
                    "decision",
                )
            )
    return found


def _old_named_beside(statements: list[Statement]) -> list[Statement]:
    """`statements` with the old value a change names beside its new one retired.

    "heroku bill got silly so we're on Render now" is a fact of the new host; the host it
    names as the reason is the one it left (`amend.old_beside`).
    """
    out = []
    for s in statements:
        old = (
            old_beside(s.source, s.subject)
            if s.type is MemoryType.FACT
            and s.change.changed
            and not s.change.replaces
            and s.subject is not None
            else None
        )
        out.append(s if old is None else dataclasses.replace(s, change=with_old(s.change, old)))
    return out


def _told_as_changes(statements: list[Statement], answer: str) -> list[Statement]:
    """`statements` with the facts read from a sentence that gives a new value told as changes.

    "i'm putting it up to GBP 95 from 1st june" is read as a fact of its own ("The user is
    putting it up to ..."), which says nothing changed; the sentence gives a new figure all
    the same (`pointed_values.value_now`), so the fact revises the user's last one of its kind.
    """
    return [
        dataclasses.replace(s, change=dataclasses.replace(s.change, changed=True, revises=True))
        if s.type is MemoryType.FACT
        and not s.change.revises
        and s.source not in answer
        and (
            (value_now(s.source) is not None and value_now(s.content) is not None)
            # "oh wait, we renamed it to main": told as a fact, said as a revision
            or (not s.change.replaces and change_in(s.source, "en").revises)
        )
        else s
        for s in statements
    ]


def _pointed_values(
    sentences: tuple[str, ...], statements: list[Statement], answer: str
) -> list[Statement]:
    """New values said with a pointer that nothing else read ("its 175 now for everybody").

    A routine said of "that" time replaces what was read of its sentence alone (`statements`
    is changed in place).

    Each revises the value the user gave last (`pointed_values.py`); a sentence an answer
    or another statement already holds ("nope, Thursday nights now") is theirs.
    """
    found: list[Statement] = []
    for index, sentence in enumerate(sentences):
        if sentence in answer:
            continue
        previous = sentences[index - 1] if index else ""
        when = when_pointed(sentence, previous)
        if when is not None:
            # "... before thursday? thats when we have our lesson every week": kept with the
            # time it points at, in place of what was read of it alone
            statements[:] = [s for s in statements if s.source != sentence]
            found.append(_told(when, sentence))
            continue
        if _held(sentence, [s for s in statements if s.rule != "learned"]):
            continue
        content = value_now(sentence, previous)
        if content is not None:
            # "its 70 now, everyone went up": the gate may have kept the sentence too, as a
            # fact that changes nothing; the value it gives replaces that reading
            statements[:] = [
                s for s in statements if s.rule != "learned" or not _held(sentence, [s])
            ]
            found.append(_told(content, sentence, changed=True, revises=True))
            continue
        if _held(sentence, statements):
            continue
        place = address_pointed(sentence, previous)
        if place is not None:
            # "it's 14 larkspur lane, a 1924 craftsman": the address of what the user asks about
            found.append(_told(place, sentence))
    return found


def _labelled_values(
    sentences: tuple[str, ...], statements: list[Statement], answer: str
) -> list[Statement]:
    """New values labelled or said as what a thing will be, that nothing else read.

    "new topic: modelling cholera outbreaks", "the primary is going to be the teal, #1A9E8F"
    (`new_labels.py`): each is told as a change. A sentence another statement holds gives
    it too when that statement leaves its words out ("my partner vetoed biscuit ... so he's
    going to be Pickles").
    """
    found: list[Statement] = []
    for index, sentence in enumerate(sentences):
        if sentence in answer:
            continue
        content = new_label(sentence) or going_to_be(
            sentence, sentences[index - 1] if index else ""
        )
        if content is None:
            continue
        said = _told(content, sentence, changed=True)
        if not any(inside(said, s.content) or inside(s, content) for s in statements):
            found.append(said)
    return found


_SUPPOSED_FACT = re.compile(
    r"^(?:if|unless)\s+(?:the\s+user(?:'s\s+team)?|they)\s+(?:[a-z]+ed|sold|got|went|quit|left"
    r"|took|bought|had|were|was|did|became|began|ran|kept)\b",
    re.IGNORECASE,
)
"""A fact that opens on a case supposed ("If the user moved to leeds.")."""
_FOR_HOURS = re.compile(
    r"\b(?:has|have|had)\s+been\b[^.;!?]*?\bfor\s+(?:(?:the\s+)?(?:last|past)\s+)?(?:\d+(?:\.\d+)?"
    r"|an?|a\s+few|a\s+couple\s+(?:of\s+)?|two|three|four|five|ten|twenty|forty|45)\s*"
    r"(?:hours?|hrs?|minutes?|mins?)\b(?!\s+(?:a|every|each|per)\s+(?:day|week|night))",
    re.IGNORECASE,
)
"""A state held for minutes or hours, not one that lasts ("... 3 hours a day" is a habit)."""
_ASKS_BESIDE = re.compile(
    r",\s*(?:[\w'-]+\s+){0,6}?(?:how\s+i|i\s+(?:want|like|prefer|need)|i'?d\s+(?:like|prefer|rather))\b",
    re.IGNORECASE,
)
"""An ask of the user's own after an approval ("yes exactly like that, small numbered steps
is how i want plans in general"): read as said, not taken as the approval alone."""


_WED_WORDS = re.compile(r"\b(?:engaged|married|knot|hitched|wedding)\b", re.IGNORECASE)
"""Words of an engagement or a wedding, in a reading of the couple that says it again."""


_NEW_WORD = re.compile(r"\bnew\b", re.IGNORECASE)


def _told_beside(
    found: list[Statement], content: str, sentence: str, *, changed: bool = False
) -> list[Statement]:
    """`found` with the fact `content` added, unless what the sentence gave already holds it."""
    said = _told(content, sentence, changed=changed)
    # "a licence letter for my cafe, Blue Heron": a clause the learned gate kept as it stands
    # does not say what a reader reads in it ("The user runs a cafe, Blue Heron.")
    told = any(inside(said, s.content) for s in found if s.rule != "learned")
    if told:
        return found
    # "we're getting married next september, venue is the old mill": a reader that words the
    # clause the gate kept ("The user is getting married ...") says it better than the gate's
    # plain third person ("The user's team is getting married ...")
    return [*(s for s in found if s.rule != "learned" or not says_mostly(s, said)), said]


def _told(
    content: str, sentence: str, *, changed: bool = False, revises: bool = False
) -> Statement:
    """The fact `content` that `sentence` tells.

    `changed`: told as a new value; `revises`: it takes back the value the user gave last.
    """
    change = Change(changed=changed, revises=revises)
    return new_statement(SignalType.FACT, MemoryType.FACT, content, None, change, sentence, "fact")


def _quotes_what_was_read(fact: Statement, found: list[Statement]) -> bool:
    """Whether `fact` only quotes the words another reading of its sentence kept.

    'The user said: "keep answers short from now on"' beside the rule "Keep answers
    short." says it again.
    """
    if not fact.content.startswith("The user said"):
        return False
    quoted = set(LATIN_WORD.findall(fact.content.lower())) - {"the", "user", "said"}
    for s in found:
        read = set(LATIN_WORD.findall(s.content.lower())) - {"the", "user"}
        # all the rule says, and little else: "from now on" is how it was said
        if s.type is not MemoryType.FACT and read <= quoted and len(quoted - read) <= _QUOTE_MORE:
            return True
    return False


_QUOTE_MORE = 3
"""Words a quote may hold beyond a rule read from it and still say nothing more."""


def _gated(sentence: str, bare: str) -> list[Statement]:
    """The facts the learned gate keeps from `sentence`, or from `bare` (its asides cut).

    "my mare juniper (17, QH x) got diagnosed ...": the gloss cuts the clause from its
    subject, so the gate would keep "got diagnosed ..." with no one's name on it.
    """
    found = learned_facts(sentence)
    if bare != sentence and all(f.content.startswith("The user said") for f in found):
        found = learned_facts(bare) or found
    return found


def _joined(found: list[Statement], more: list[Statement]) -> list[Statement]:
    """`found` with what `more` adds: a statement that holds one of `found` replaces it."""
    for statement in more:
        if any(says_mostly(statement, f) for f in found):
            continue
        found = [f for f in found if not says_mostly(f, statement)] + [statement]
    return found


def _holder_told(found: list[Statement], holder: str) -> bool:
    """Whether a statement read already names who holds the role, and no change of holder.

    "our drummer is pete" is kept in its own words; "Pete is the user's drummer." beside it
    would say it twice. "jonas is our new drummer" is a change, told in the holder's shape.
    """
    if holder.endswith(" now."):
        return False
    who, _, role = holder.removesuffix(".").partition(" is the user's ")
    return any(
        who.lower() in x.content.lower() and role.lower() in x.content.lower() for x in found
    )
