<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="planet" tilewidth="32" tileheight="32" tilecount="12" columns="4">
 <image source="planet.png" width="128" height="96"/>
 <tile id="0">
  <properties>
   <property name="kind" value="."/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" value="L"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" value="I"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" value="P"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" value="R"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="kind" value="H"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="kind" value="C"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="kind" value="T"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="kind" value="E"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="kind" value="e"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="kind" value="o"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="edge" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>
